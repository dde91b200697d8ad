import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { withDerivedFields } from '../../../../domain/product/derived';
import { productMessages as m } from '../../../../domain/product/messages';
import { fieldErrors } from '../../../ui/form-errors';
import type { SellerProductRow } from './catalogue';
import {
  changedFields,
  emptyProductForm,
  type ProductFormImage,
  type ProductFormValues,
  ProductRefusal,
  productFormSchema,
  runProductAction,
  saveProduct,
} from './product-commands';
import { applySellerListRequest } from './product-list';

const valid: ProductFormValues = {
  ...emptyProductForm,
  name: 'Queijo Minas',
  category: 'comida',
  price: '24,90',
};

/** The message the form shows at `field` for these values (what the form kit renders). */
function messageAt(values: Partial<ProductFormValues>, field: string, images: ProductFormImage[] = []) {
  const parsed = productFormSchema(7, images).safeParse({ ...valid, ...values });
  if (parsed.success) return undefined;
  return fieldErrors(parsed.error)[field];
}

describe('product form: every validation message of spec 001 §5 the form can reach, verbatim', () => {
  it.each([
    [{ name: '' }, 'name', m.nameRequired],
    [{ name: 'Q' }, 'name', m.nameTooShort],
    [{ name: 'Q'.repeat(101) }, 'name', m.nameTooLong],
    [{ name: 'Queijo <b>' }, 'name', m.nameInvalidCharacters],
    [{ description: 'x'.repeat(2001) }, 'description', m.descriptionTooLong],
    [{ category: '' }, 'category', m.categoryRequired],
    [{ price: '' }, 'price', m.priceRequired],
    [{ price: '0' }, 'price', m.priceNotPositive],
    [{ price: '1000000' }, 'price', m.priceTooHigh],
    [{ discountedPrice: '30' }, 'discountedPrice', m.discountNotBelowPrice],
    [{ stock: '1,5' }, 'stock', m.stockNotInteger],
    [{ stock: '-1' }, 'stock', m.stockNegative],
    [{ stock: '1000000' }, 'stock', m.stockTooHigh],
  ])('%o → %s: %s', (values, field, message) => {
    expect(messageAt(values, field)).toBe(message);
  });

  it('refuses an 11th photo and an image that is not .jpg/.jpeg/.png/.webp', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/${i}.jpg`, alt: '' }));
    expect(messageAt({}, 'images', eleven)).toBe(m.tooManyImages);
    expect(messageAt({}, 'images', [{ url: '/uploads/a.gif', alt: '' }])).toBe(m.imageUrlInvalid(1));
    expect(messageAt({}, 'images', [{ url: '/uploads/a.jpg', alt: 'x'.repeat(201) }])).toBe(
      m.imageAltTooLong,
    );
  });

  it('accepts blank optional fields as "none": no discount, unlimited stock, no description', () => {
    const parsed = productFormSchema(7, []).parse(valid);
    expect(parsed).toMatchObject({
      storeId: 7,
      price: 24.9,
      discountedPrice: null,
      stock: null,
      description: null,
    });
  });
});

const row: SellerProductRow = withDerivedFields({
  id: 3,
  storeId: 7,
  storeName: 'Barraca',
  name: 'Queijo Minas',
  description: null,
  category: 'comida',
  price: 24.9,
  currency: 'BRL',
  discountedPrice: null,
  stock: 0,
  images: [],
  status: 'OUT_OF_STOCK',
  isActive: true,
  isHighlighted: false,
  version: 4,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
});

describe('product changes judged on this device before anything is queued', () => {
  it('a save with no changed field says so (spec 001 §5 update rule)', async () => {
    const data = productFormSchema(7, []).parse({ ...valid, stock: '0' });
    expect(changedFields(row, data)).toEqual({});
    await expect(saveProduct(row, {})).rejects.toThrow(new ProductRefusal(m.atLeastOneField));
  });

  it('highlighting a product that is not for sale is refused with the spec text', async () => {
    await expect(runProductAction(row, 'highlight')).rejects.toThrow(m.highlightRequiresForSale);
  });

  it('reducing more stock than there is is refused with the spec text', async () => {
    await expect(
      runProductAction({ ...row, stock: 2, status: 'ACTIVE' }, 'reduce-stock', { quantity: 3 }),
    ).rejects.toThrow(m.insufficientStock);
  });

  it('a product created offline cannot be changed before it reaches the server', async () => {
    await expect(runProductAction({ ...row, id: -5 }, 'activate')).rejects.toBeInstanceOf(ProductRefusal);
  });
});

describe('seller list request over the local copy (spec 001 §3)', () => {
  // The server's rows carry their derived fields (effective price, discount, availability).
  const rows: SellerProductRow[] = [
    { ...row, id: 1, name: 'Pão de Queijo', price: 8, stock: 10, status: 'ACTIVE', isHighlighted: true },
    { ...row, id: 2, name: 'Bolo', price: 20, discountedPrice: 15, stock: 0, status: 'OUT_OF_STOCK' },
    { ...row, id: 3, name: 'Café', price: 12, stock: null, status: 'INACTIVE' },
    { ...row, id: 4, storeId: 9, name: 'Outro', price: 1, status: 'ACTIVE' },
  ].map((r) => withDerivedFields(r as SellerProductRow));
  const names = (query: Record<string, unknown>) => {
    const result = applySellerListRequest(rows, { storeId: 7, ...query });
    return result.ok ? result.products.map((p) => p.name) : result.errors.map((e) => e.message);
  };

  it('filters by status, highlight, accent-insensitive term, effective price, stock and discount', () => {
    expect(names({ statuses: 'ACTIVE,INACTIVE', sort: 'name:asc' })).toEqual(['Café', 'Pão de Queijo']);
    expect(names({ highlightedOnly: true })).toEqual(['Pão de Queijo']);
    expect(names({ searchTerm: 'pao' })).toEqual(['Pão de Queijo']);
    expect(names({ minPrice: '13', maxPrice: '15' })).toEqual(['Bolo']);
    expect(names({ inStockOnly: true, sort: 'name:asc' })).toEqual(['Café', 'Pão de Queijo']);
    expect(names({ discountedOnly: true })).toEqual(['Bolo']);
    expect(names({ sort: 'price:desc' })).toEqual(['Bolo', 'Café', 'Pão de Queijo']);
  });

  it('pages and reports the pagination block', () => {
    const result = applySellerListRequest(rows, { storeId: 7, sort: 'name:asc', page: 2, limit: 2 });
    expect(result.ok && result.products.map((p) => p.name)).toEqual(['Pão de Queijo']);
    expect(result.ok && result.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalCount: 3 });
  });

  it('answers the list-request errors in Portuguese', () => {
    expect(names({ page: 0 })).toEqual([m.pageInvalid]);
    expect(names({ limit: 101 })).toEqual([m.limitInvalid]);
    expect(names({ minPrice: '-1' })).toEqual([m.minPriceInvalid]);
    expect(names({ maxPrice: '-1' })).toEqual([m.maxPriceInvalid]);
    expect(names({ minPrice: '10', maxPrice: '5' })).toEqual([m.priceRangeInvalid]);
  });
});
