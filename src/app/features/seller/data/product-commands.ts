/**
 * The seller's product commands: the form's schema (the domain's create request over the form's text
 * values), create, save and the status actions of spec 001 §4. Each runs the domain entity on this device's
 * row first, so a refused action says why at once (no request), then records the optimistic row and queues
 * the request with the version the seller saw.
 */
import { z } from 'zod';
import { db, type PendingMutationRow } from '../../../../data/db';
import {
  changeSellerProduct,
  createSellerProduct,
  deleteSellerProduct,
  type WriteOptions,
} from '../../../../data/mutations';
import type { ProductAction } from '../../../../domain/api/seller';
import { isAppError } from '../../../../domain/errors';
import { PRODUCT_LIMITS } from '../../../../domain/product/limits';
import { productMessages, productSuccessMessages } from '../../../../domain/product/messages';
import {
  applyProductUpdate,
  orderedImages,
  PRODUCT_ACTION_OPERATIONS,
  type ProductChanges,
} from '../../../../domain/product/operations';
import { Product } from '../../../../domain/product/product';
import { createProductRequestSchema } from '../../../../domain/product/requests';
import { refreshSellerCatalogue, type SellerProductRow } from './catalogue';
import { entityOf, rowFieldsOf, snapshotOnto } from './product-rows';

/** A refusal known before anything was sent (the domain's Portuguese message). */
export class ProductRefusal extends Error {}

/** One photo of the form: its URL (or local reference) and the alt text the seller wrote ('' for none). */
export interface ProductFormImage {
  url: string;
  alt: string;
}

/** The form's photos of a product row, in order (the first is the primary one). */
export function formImagesOf(p: SellerProductRow): ProductFormImage[] {
  return p.imageDetails.map((image) => ({ url: image.url, alt: image.alt ?? '' }));
}

/** The form's text values, as typed. */
export interface ProductFormValues {
  [key: string]: string;
  name: string;
  description: string;
  category: string;
  price: string;
  discountedPrice: string;
  stock: string;
  isActive: string;
  isHighlighted: string;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  discountedPrice: '',
  stock: '',
  isActive: 'true',
  isHighlighted: 'false',
};

const money = (n: number | null) => (n === null ? '' : n.toFixed(2).replace('.', ','));

export function formValuesOf(p: SellerProductRow): ProductFormValues {
  return {
    name: p.name,
    description: p.description ?? '',
    category: p.category,
    price: money(p.price),
    discountedPrice: money(p.discountedPrice),
    stock: p.stock === null ? '' : String(p.stock),
    isActive: String(p.status !== 'INACTIVE' && p.status !== 'DISCONTINUED' && p.status !== 'DRAFT'),
    isHighlighted: String(p.isHighlighted),
  };
}

/**
 * The form as a refused change left it, for the seller to fix: what was sent (a create's whole payload, or
 * the changed fields of a save) over the product it changed.
 */
export function refusedProductForm(
  sent: Record<string, unknown>,
  base?: SellerProductRow,
): { values: ProductFormValues; images: ProductFormImage[] } {
  const values = base ? formValuesOf(base) : { ...emptyProductForm };
  const has = (key: string) => key in sent;
  const amount = (key: string) => (sent[key] === null ? null : Number(sent[key]));
  if (has('name')) values.name = String(sent.name ?? '');
  if (has('description')) values.description = String(sent.description ?? '');
  if (has('category')) values.category = String(sent.category ?? '');
  if (has('price')) values.price = money(amount('price'));
  if (has('discountedPrice')) values.discountedPrice = money(amount('discountedPrice'));
  if (has('stock')) values.stock = sent.stock === null ? '' : String(sent.stock);
  if (has('isActive')) values.isActive = String(sent.isActive === true);
  if (has('isHighlighted')) values.isHighlighted = String(sent.isHighlighted === true);
  const images = Array.isArray(sent.images)
    ? (sent.images as { url: string; alt?: string | null }[]).map(({ url, alt }) => ({ url, alt: alt ?? '' }))
    : base
      ? formImagesOf(base)
      : [];
  return { values, images };
}

/**
 * The form is judged by the domain's create request (the messages of spec 001 §5 verbatim): blank optional
 * fields mean "none" (no discount, unlimited stock, no description).
 */
export function productFormSchema(storeId: number, images: readonly ProductFormImage[]) {
  return z.preprocess((raw) => {
    const v = raw as ProductFormValues;
    const blank = (s: string) => (s.trim() === '' ? undefined : s);
    return {
      storeId,
      name: blank(v.name),
      description: v.description.trim() === '' ? null : v.description,
      category: blank(v.category),
      price: blank(v.price),
      discountedPrice: blank(v.discountedPrice) ?? null,
      stock: blank(v.stock) ?? null,
      images: images.map((image, index) => ({ url: image.url, alt: image.alt, isPrimary: index === 0 })),
      isActive: v.isActive === 'true',
      isHighlighted: v.isHighlighted === 'true',
    };
  }, createProductRequestSchema);
}
export type ProductFormData = z.output<ReturnType<typeof productFormSchema>>;

function domainMessage(error: unknown): string {
  return isAppError(error) ? (error.details?.[0]?.message ?? error.message) : String(error);
}

let lastTempId = 0;
/** Negative ids never collide with the server's (positive) ones; unique on this device. */
function temporaryId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

/**
 * Creates the product on this device at once (negative id, pending) and queues the POST. `replaces` names
 * the refused create a corrected form sends again.
 */
export async function createProduct(
  data: ProductFormData,
  storeName: string,
  options?: WriteOptions,
): Promise<PendingMutationRow> {
  let entity: Product;
  const images = orderedImages(data.images);
  try {
    entity = Product.create({
      id: 1, // the entity needs an id; the row keeps the temporary one until the server answers
      storeId: data.storeId,
      name: data.name,
      description: data.description,
      category: data.category,
      price: data.price,
      discountedPrice: data.discountedPrice,
      stock: data.stock,
      images: images.urls,
      imageAlts: images.alts,
      status: data.isActive ? 'ACTIVE' : 'INACTIVE',
    });
    if (data.isHighlighted) entity = entity.highlight();
  } catch (error) {
    throw new ProductRefusal(domainMessage(error));
  }
  const s = entity.toSnapshot();
  const row: SellerProductRow = {
    id: temporaryId(),
    storeId: data.storeId,
    storeName,
    currency: 'BRL',
    version: 1,
    createdAt: s.createdAt,
    ...rowFieldsOf(s),
  };
  return createSellerProduct({ row, body: { ...data } }, options);
}

/** The fields of the form that differ from the row (what a PUT sends). */
export function changedFields(current: SellerProductRow, data: ProductFormData): ProductChanges {
  const changes: ProductChanges = {};
  if (data.name !== current.name) changes.name = data.name;
  if (data.description !== current.description) changes.description = data.description;
  if (data.category !== current.category) changes.category = data.category;
  if (data.price !== current.price) changes.price = data.price;
  if (data.discountedPrice !== current.discountedPrice) changes.discountedPrice = data.discountedPrice;
  if (data.stock !== current.stock) changes.stock = data.stock;
  const sent = orderedImages(data.images);
  const kept = current.imageDetails;
  const sameImages =
    sent.urls.length === kept.length &&
    sent.urls.every((url, i) => url === kept[i]?.url && (sent.alts[url] ?? null) === kept[i]?.alt);
  if (!sameImages) changes.images = data.images;
  const active =
    current.status !== 'INACTIVE' && current.status !== 'DISCONTINUED' && current.status !== 'DRAFT';
  if (data.isActive !== active) changes.isActive = data.isActive;
  if (data.isHighlighted !== current.isHighlighted) changes.isHighlighted = data.isHighlighted;
  return changes;
}

/** The 10-per-store limit, checked on this device too so an offline highlight is refused at once. */
async function assertHighlightRoom(current: SellerProductRow, next: SellerProductRow): Promise<void> {
  if (!next.isHighlighted || current.isHighlighted) return;
  const others = await db.sellerProducts
    .where('storeId')
    .equals(current.storeId)
    .filter((p) => p.isHighlighted && p.id !== current.id)
    .count();
  if (others >= PRODUCT_LIMITS.highlightsPerStoreMax)
    throw new ProductRefusal(productMessages.highlightLimit);
}

function assertSent(current: SellerProductRow): void {
  // A product created offline has no server id yet: its changes would address nothing.
  if (current.id < 0) throw new ProductRefusal('Aguarde o envio do produto antes de alterá-lo.');
}

/** Saves the form's changes (only the changed fields, with the version the seller edited). */
export async function saveProduct(
  current: SellerProductRow,
  changes: ProductChanges,
): Promise<PendingMutationRow> {
  assertSent(current);
  if (Object.keys(changes).length === 0) throw new ProductRefusal(productMessages.atLeastOneField);
  let next: SellerProductRow;
  try {
    next = snapshotOnto(current, applyProductUpdate(entityOf(current), changes).toSnapshot());
  } catch (error) {
    throw new ProductRefusal(domainMessage(error));
  }
  await assertHighlightRoom(current, next);
  return changeSellerProduct({ current, next, change: 'update', body: { ...changes } });
}

/** One status action (activate, highlight, restock 5…); `body` carries its amount. */
export async function runProductAction(
  current: SellerProductRow,
  action: ProductAction,
  body: Record<string, unknown> = {},
): Promise<PendingMutationRow | null> {
  assertSent(current);
  let entity: Product;
  try {
    entity = PRODUCT_ACTION_OPERATIONS[action](entityOf(current), body);
  } catch (error) {
    throw new ProductRefusal(domainMessage(error));
  }
  // A no-op (already active…) changes nothing on the server either: nothing to queue.
  if (entity.events.length === 0) return null;
  const next = snapshotOnto(current, entity.toSnapshot());
  await assertHighlightRoom(current, next);
  return changeSellerProduct({ current, next, change: action, body });
}

/** Deletes the product on this device at once and queues the DELETE with the version the seller saw. */
export async function deleteProduct(current: SellerProductRow): Promise<PendingMutationRow> {
  assertSent(current);
  return deleteSellerProduct({ current });
}

export const productDeleteTexts = {
  title: 'Excluir produto',
  confirm: 'Excluir',
  question: (name: string) =>
    `Tem certeza que deseja excluir ${name}? Ele deixa de aparecer para os clientes.`,
  done: productSuccessMessages.deleted,
} as const;

/** What a refused product write was: 'update', 'delete' or the action's name ('restock', …). */
export function productChangeOf(refused: { kind: string; url: string }): string {
  if (refused.kind === 'sellerProduct.delete') return 'delete';
  const last = refused.url.split('?')[0]?.split('/').at(-1) ?? '';
  return /^-?\d+$/.test(last) ? 'update' : last;
}

/** The seller keeps their refused change: it is sent again over the server's current version. */
export async function reapplyProduct(
  current: SellerProductRow,
  refused: { kind: string; url: string; body?: unknown },
): Promise<PendingMutationRow | null> {
  // The change goes on top of the server's newest version, not the one the seller first edited.
  await refreshSellerCatalogue().catch(() => undefined);
  const fresh = (await db.sellerProducts.get(current.id)) ?? current;
  const { version: _version, storeId: _storeId, ...body } = (refused.body ?? {}) as Record<string, unknown>;
  const change = productChangeOf(refused);
  if (change === 'update') return saveProduct(fresh, body as ProductChanges);
  if (change === 'delete') return deleteProduct(fresh);
  return runProductAction(fresh, change as ProductAction, body);
}
