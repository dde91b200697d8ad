/** API answers the unit tests start from (a test-only module; a test changes what it needs with a spread). */
import type { ProductPage, StoreWire } from './catalogue';

/** A store as the API sends it. */
export const storeWire = (over: Partial<StoreWire> = {}): StoreWire => ({
  id: 7,
  ownerId: 2,
  name: 'Queijos Serra da Canastra',
  description: null,
  category: 'comida',
  phone: null,
  whatsapp: null,
  address: 'Rua da Feira, 1',
  neighborhood: null,
  city: 'São Paulo',
  state: 'SP',
  latitude: null,
  longitude: null,
  openingDays: [6],
  opensAt: null,
  closesAt: null,
  imageUrl: null,
  coverUrl: null,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

/** One page holding every product given. */
export const productPage = (products: ProductPage['products'], limit: number): ProductPage => ({
  products,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalCount: products.length,
    hasNextPage: false,
    hasPreviousPage: false,
    limit,
  },
  message: 'Produtos encontrados',
});
