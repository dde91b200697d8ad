/** Rows the mutation tests start from (a test changes what it needs with a spread). */
import type { SellerProductRow } from '../db';

/** A seller's product as the device keeps it. */
export const sellerProductRow = (over: Partial<SellerProductRow> = {}): SellerProductRow => ({
  id: -5,
  storeId: 3,
  storeName: 'Barraca da Dona Maria',
  name: 'Couve Manteiga',
  description: null,
  category: 'comida',
  price: 4.5,
  currency: 'BRL',
  discountedPrice: null,
  stock: null,
  images: [],
  status: 'ACTIVE',
  isActive: true,
  isHighlighted: false,
  version: 1,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  ...over,
});
