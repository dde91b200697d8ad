/**
 * Store writes, all queued like products' (src/data/mutations/seller-stores.ts): create (a temporary id
 * until the server's answer), edits of the details and the location with the version the seller saw, and
 * delete (refused with the server's text while shoppers hold reservations).
 */
import { z } from 'zod';
import { db, type PendingMutationRow } from '../../../../data/db';
import {
  changeSellerStore,
  createSellerStore,
  deleteSellerStore,
  type WriteOptions,
} from '../../../../data/mutations';
import { getSession } from '../../../../data/session';
import {
  sellerMessages,
  storeCreateSchema,
  storeLocationSchema,
  storeUpdateSchema,
} from '../../../../domain/api/seller';
import { numberish } from '../../../../domain/product/value-objects/parse';
import { refreshSellerCatalogue, type SellerStoreRow } from './catalogue';
import { temporaryId } from './coupons';

export const sellerStoreTexts = {
  created: sellerMessages.storeCreated,
  updated: sellerMessages.storeUpdated,
  deleted: sellerMessages.storeDeleted,
  deleteConfirm: (name: string) =>
    `Tem certeza que deseja excluir a loja ${name}? Os produtos, promoções e cupons dela também serão excluídos.`,
} as const;

export interface StoreFormValues {
  [key: string]: string;
  name: string;
  description: string;
  category: string;
  phone: string;
  whatsapp: string;
  address: string;
  neighborhood: string;
  city: string;
  state: string;
  /** Comma-separated week days, 0 = domingo (kept as text so the form kit holds it). */
  openingDays: string;
  opensAt: string;
  closesAt: string;
  imageUrl: string;
  coverUrl: string;
}

export const emptyStoreForm: StoreFormValues = {
  name: '',
  description: '',
  category: '',
  phone: '',
  whatsapp: '',
  address: '',
  neighborhood: '',
  city: 'São Paulo',
  state: 'SP',
  openingDays: '',
  opensAt: '',
  closesAt: '',
  imageUrl: '',
  coverUrl: '',
};

export function storeFormValuesOf(s: SellerStoreRow): StoreFormValues {
  return {
    name: s.name,
    description: s.description ?? '',
    category: s.category,
    phone: s.phone ?? '',
    whatsapp: s.whatsapp ?? '',
    address: s.address,
    neighborhood: s.neighborhood ?? '',
    city: s.city,
    state: s.state,
    openingDays: s.openingDays.join(','),
    opensAt: s.opensAt ?? '',
    closesAt: s.closesAt ?? '',
    imageUrl: s.imageUrl ?? '',
    coverUrl: s.coverUrl ?? '',
  };
}

function formInput(raw: unknown) {
  const v = raw as StoreFormValues;
  const blank = (s: string) => (s.trim() === '' ? undefined : s);
  return {
    ...v,
    name: blank(v.name),
    category: blank(v.category),
    address: blank(v.address),
    description: blank(v.description) ?? null,
    phone: blank(v.phone) ?? null,
    whatsapp: blank(v.whatsapp) ?? null,
    neighborhood: blank(v.neighborhood) ?? null,
    opensAt: blank(v.opensAt) ?? null,
    closesAt: blank(v.closesAt) ?? null,
    imageUrl: blank(v.imageUrl) ?? null,
    coverUrl: blank(v.coverUrl) ?? null,
    openingDays: v.openingDays === '' ? [] : v.openingDays.split(',').map(Number),
  };
}

/** The domain's store schemas over the form's text values. */
export const storeFormSchema = z.preprocess(formInput, storeCreateSchema);
export const storeEditSchema = z.preprocess(formInput, storeUpdateSchema);
export const locationFormSchema = z.preprocess((raw) => {
  const v = raw as Record<string, string>;
  return {
    address: v.address?.trim() === '' ? undefined : v.address,
    latitude: numberish(v.latitude),
    longitude: numberish(v.longitude),
  };
}, storeLocationSchema);

/** The text of a write to a store this device created and has not sent yet (it has no server id). */
export const STORE_NOT_SENT = 'Aguarde o envio da loja antes de alterá-la.';
export const STORE_NOT_SENT_FOR_PRODUCTS =
  'Esta loja ainda não foi enviada. Os produtos dela podem ser cadastrados quando a conexão voltar.';

/**
 * Creates the store on this device at once (pending, temporary id) and queues the POST; offline too.
 * `replaces` names the refused create a corrected form sends again.
 */
export async function createStore(
  data: z.output<typeof storeFormSchema>,
  options?: WriteOptions,
): Promise<PendingMutationRow> {
  const now = new Date().toISOString();
  const row: SellerStoreRow = {
    ...data,
    id: temporaryId(),
    ownerId: getSession().user?.id ?? 0,
    productCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  return createSellerStore({ row, body: { ...data } }, options);
}

/** The row as it will look once the server agrees: the given fields over the current ones. */
function storeAfter(current: SellerStoreRow, data: Record<string, unknown>): SellerStoreRow {
  const given = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  return { ...current, ...given, updatedAt: new Date().toISOString() };
}

/** Saves the store's details on this device at once and queues the PUT with the version the seller saw. */
export async function updateStore(
  current: SellerStoreRow,
  data: z.output<typeof storeEditSchema>,
): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error(STORE_NOT_SENT);
  return changeSellerStore({ current, next: storeAfter(current, data), path: '', body: { ...data } });
}

export async function updateStoreLocation(
  current: SellerStoreRow,
  data: z.output<typeof locationFormSchema>,
): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error(STORE_NOT_SENT);
  return changeSellerStore({
    current,
    next: storeAfter(current, data),
    path: '/location',
    body: { ...data },
  });
}

/**
 * Gone from this device at once and queued; a refusal (409 while reservations are pending) brings the store
 * back, the refusal kept on it with the server's text.
 */
export async function deleteStore(current: SellerStoreRow): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error(STORE_NOT_SENT);
  return deleteSellerStore({ current });
}

/** Which store edit a refused write was: the details ('') or the location. */
export const storeEditPath = (refused: { url: string }): '' | '/location' =>
  refused.url.endsWith('/location') ? '/location' : '';

/** The seller keeps their refused edit: it is sent again over the server's newest version. */
export async function reapplyStore(
  current: SellerStoreRow,
  refused: { url: string; body?: unknown },
): Promise<PendingMutationRow> {
  await refreshSellerCatalogue().catch(() => undefined);
  const fresh = (await db.sellerStores.get(current.id)) ?? current;
  const body = (refused.body ?? {}) as Record<string, unknown>;
  return changeSellerStore({
    current: fresh,
    next: storeAfter(fresh, body),
    path: storeEditPath(refused),
    body,
  });
}
