/**
 * The seller's promotions: reads with this device's last answer; writes straight to the server (the server
 * checks the price against the product and alerts the store's followers on create).
 */
import { z } from 'zod';
import { requestParsed } from '../../../../data/typed-request';
import { type PromotionWire, productPageSchema, promotionSchema } from '../../../../domain/api/catalogue';
import type { PromotionInput } from '../../../../domain/api/seller';
import { PRODUCT_LIMITS } from '../../../../domain/product/limits';
import { editSavedList, forgetSellerReads, saveSellerRead, useSellerRead } from './seller-read';

export type { PromotionWire };

const LIST = '/api/seller/promotions';
const itemPath = (id: number) => `${LIST}/${id}`;
const writeSchema = z.object({ promotion: promotionSchema, message: z.string() });

export const useSellerPromotions = () => useSellerRead(z.array(promotionSchema), LIST);
export const useSellerPromotion = (id: number | null) =>
  useSellerRead(promotionSchema, id === null ? null : itemPath(id));
/** A store's products (all statuses) to pick the promoted one. */
export const useStoreProducts = (storeId: number | null) =>
  useSellerRead(
    productPageSchema,
    storeId === null ? null : `/api/seller/products?storeId=${storeId}&limit=${PRODUCT_LIMITS.pageMax}`,
  );

async function saved(answer: z.output<typeof writeSchema>) {
  await saveSellerRead(itemPath(answer.promotion.id), answer.promotion);
  await editSavedList(LIST, { put: answer.promotion });
  return answer;
}

export async function createPromotion(input: PromotionInput) {
  return saved(await requestParsed(writeSchema, LIST, { method: 'POST', body: input }));
}

export async function updatePromotion(id: number, input: PromotionInput) {
  return saved(await requestParsed(writeSchema, itemPath(id), { method: 'PUT', body: input }));
}

export async function deletePromotion(id: number): Promise<string> {
  const answer = await requestParsed(z.object({ message: z.string() }), itemPath(id), { method: 'DELETE' });
  await forgetSellerReads(itemPath(id));
  await editSavedList(LIST, { remove: id });
  return answer.message;
}
