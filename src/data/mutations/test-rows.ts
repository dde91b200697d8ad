/** Rows the mutation tests start from (a test changes what it needs with a spread). */
import { withDerivedFields } from '../../domain/product/derived';
import type { SellerProductRow } from '../db';

/** A seller's product as the device keeps it, its derived fields from what it holds. */
export const sellerProductRow = (over: Partial<SellerProductRow> = {}): SellerProductRow =>
  withDerivedFields({
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
