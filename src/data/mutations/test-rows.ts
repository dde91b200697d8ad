/** Rows the unit tests start from (a test changes what it needs with a spread or an argument). */
import type { ProductWire } from '../../domain/api/catalogue';
import { sellerMessages } from '../../domain/api/seller';
import { messages } from '../../domain/messages';
import { withDerivedFields } from '../../domain/product/derived';
import type { RefusedWriteRow, SellerProductRow } from '../db';

/** A product in the shopper's catalogue, in stock, its derived fields from what it holds. */
export const productRow = (over: Partial<ProductWire> = {}): ProductWire =>
  withDerivedFields({
    id: 12,
    storeId: 3,
    storeName: 'Barraca da Dona Maria',
    name: 'Pão de queijo',
    description: null,
    category: 'padaria',
    price: 10,
    currency: 'BRL',
    discountedPrice: null,
    stock: 5,
    images: [],
    status: 'ACTIVE',
    isActive: true,
    isHighlighted: false,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  });

/** A seller's product as the device keeps it: created offline (temporary negative id), no stock count. */
export const sellerProductRow = (over: Partial<SellerProductRow> = {}): SellerProductRow =>
  withDerivedFields({
    ...productRow(),
    id: -5,
    name: 'Couve Manteiga',
    category: 'comida',
    price: 4.5,
    stock: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...over,
  });

/** A coupon edit the server refused (code taken), kept with the values sent for its owner to review. */
export const refusedWriteRow = (over: Partial<RefusedWriteRow> = {}): RefusedWriteRow => ({
  id: 'refused',
  userId: 7,
  kind: 'sellerCoupon.update',
  target: 'sellerCoupon:40',
  ref: { family: 'sellerCoupon', key: 40 },
  method: 'PUT',
  url: '/api/seller/coupons/40',
  body: { code: 'FEIRA20' },
  status: 409,
  code: 'COUPON_CODE_TAKEN',
  message: sellerMessages.couponCodeTaken,
  title: messages.sellerCoupon.updateError,
  refusedAt: 1,
  ...over,
});
