/**
 * Store writes. Edits (details, location) are queued like products' (src/data/mutations/seller-stores.ts);
 * creating and deleting need the server's answer (a new store's id, the 409 while reservations are
 * pending), so they are online calls, and the seller's stores are then pulled again.
 */
import { z } from 'zod';
import { requestJson } from '../../../../data/http';
import { changeSellerStore } from '../../../../data/mutations';
import { requestParsed } from '../../../../data/typed-request';
import {
  sellerMessages,
  storeCreateSchema,
  storeLocationSchema,
  storeUpdateSchema,
  storeWriteResponseSchema,
} from '../../../../domain/api/seller';
import { numberish } from '../../../../domain/product/value-objects/parse';
import { refreshSellerCatalogue, type SellerStoreRow } from './catalogue';

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

export async function createStore(data: z.output<typeof storeFormSchema>): Promise<number> {
  const answer = await requestParsed(storeWriteResponseSchema, '/api/seller/stores', {
    method: 'POST',
    body: data,
  });
  await refreshSellerCatalogue().catch(() => undefined);
  return answer.store.id;
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
): Promise<void> {
  await changeSellerStore({ current, next: storeAfter(current, data), path: '', body: { ...data } });
}

export async function updateStoreLocation(
  current: SellerStoreRow,
  data: z.output<typeof locationFormSchema>,
): Promise<void> {
  await changeSellerStore({ current, next: storeAfter(current, data), path: '/location', body: { ...data } });
}

/** Throws the server's Portuguese refusal (409 while reservations are pending). */
export async function deleteStore(id: number): Promise<void> {
  await requestJson(`/api/seller/stores/${id}`, { method: 'DELETE' });
  await refreshSellerCatalogue().catch(() => undefined);
}
