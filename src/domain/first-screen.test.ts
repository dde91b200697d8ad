import { describe, expect, it } from 'vitest';
import type { ProductPage, ProductWire } from './api/catalogue';
import { productPage } from './api/test-wires';
import {
  firstDataAnswer,
  firstDataPaths,
  HOME_PATHS,
  PAYMENT_CONFIG_PATH,
  PRODUCT_CARD_FIELDS,
  productPath,
  storeProductsPath,
} from './first-screen';
import { withDerivedFields } from './product/derived';

describe('which pages the server renders, and with which API answers', () => {
  it('renders the home page with its collections', () => {
    expect(firstDataPaths('/')).toEqual([
      '/api/stripe/config',
      '/api/banners',
      '/api/highlights',
      '/api/categories',
      '/api/promotions',
      '/api/products?page=1&limit=48',
    ]);
  });

  it('renders a product, a store and the promotions from their own answers', () => {
    expect(firstDataPaths('/products/12')).toEqual([PAYMENT_CONFIG_PATH, '/api/products/12']);
    expect(firstDataPaths('/stores/3')).toEqual([
      PAYMENT_CONFIG_PATH,
      '/api/stores/3',
      '/api/products?storeId=3&page=1&limit=100',
      '/api/stores/3/coupons',
    ]);
    expect(firstDataPaths('/promotions')).toContain(HOME_PATHS.promotions);
  });

  it('leaves every other page to the app shell, and odd ids too', () => {
    for (const path of [
      '/search',
      '/login',
      '/seller/dashboard',
      '/products',
      '/products/abc',
      '/products/0',
      '/stores/1/x',
    ])
      expect(firstDataPaths(path), path).toBeNull();
  });
});

const product = (id: number): ProductWire =>
  withDerivedFields({
    id,
    storeId: 3,
    storeName: 'Hortifrúti da Dona Cida',
    name: `Tomate ${id}`,
    description: 'Tomate italiano firme e bem vermelho, ótimo para molho e salada.',
    category: 'comida',
    price: 8.99,
    currency: 'BRL',
    discountedPrice: 7.5,
    stock: 60,
    images: ['/demo/products/comida-2.png'],
    status: 'ACTIVE',
    isActive: true,
    isHighlighted: true,
    version: 4,
    createdAt: '2026-11-25T06:43:42.858Z',
    updatedAt: '2026-11-25T07:00:00.000Z',
  });

describe('what the first data carries', () => {
  it("keeps of the home's product lists what a card shows, and the page around them", () => {
    const page = productPage([product(1), product(2)], 48);
    const carried = firstDataAnswer(HOME_PATHS.products, page) as ProductPage;
    expect(carried.pagination).toEqual(page.pagination);
    expect(carried.message).toBe(page.message);
    expect(carried.products.map((p) => Object.keys(p).sort())).toEqual([
      [...PRODUCT_CARD_FIELDS].sort(),
      [...PRODUCT_CARD_FIELDS].sort(),
    ]);
    expect(carried.products[1]).toEqual({
      id: 2,
      storeId: 3,
      storeName: 'Hortifrúti da Dona Cida',
      name: 'Tomate 2',
      category: 'comida',
      price: 8.99,
      discountedPrice: 7.5,
      stock: 60,
      images: ['/demo/products/comida-2.png'],
      status: 'ACTIVE',
      isHighlighted: true,
      discountPercentage: 16.57,
      availability: { isLimited: true, isAvailable: true, isLow: false, isOutOfStock: false },
    });
    const highlights = firstDataAnswer(HOME_PATHS.highlights, [product(5)]) as object[];
    expect(highlights[0]).not.toHaveProperty('description');
    expect(highlights[0]).toHaveProperty('name', 'Tomate 5');
  });

  it('carries every other answer whole: the product page shows the description, the store page filters', () => {
    const whole = product(7);
    expect(firstDataAnswer(productPath(7), whole)).toBe(whole);
    const storePage = productPage([whole], 100);
    expect(firstDataAnswer(storeProductsPath(3), storePage)).toBe(storePage);
    // An answer of an unexpected shape (an error body) is left as it is.
    expect(firstDataAnswer(HOME_PATHS.products, { message: 'Erro' })).toEqual({ message: 'Erro' });
  });
});
