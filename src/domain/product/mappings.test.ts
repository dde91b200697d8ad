import { describe, expect, it } from 'vitest';
import { isLowStock, productFromApi, toApiSavePayload, toProductDto } from './mappings';

const row = {
  id: 12,
  storeId: '3',
  name: 'Queijo minas',
  category: 'Comida',
  price: '25.90',
  discountedPrice: 20,
  stock: 4,
  images: ['/uploads/q.webp', { url: 'https://cdn.feira.app/q2.jpg' }],
  description: 'Fresco',
  isActive: true,
  createdAt: '2025-01-01T10:00:00-03:00',
  updatedAt: new Date('2025-01-02T00:00:00Z'),
};

describe('mappings', () => {
  it('API → entity: isActive true → ACTIVE, false → INACTIVE, status wins, empty ACTIVE → OUT_OF_STOCK', () => {
    const p = productFromApi(row);
    expect(p.toSnapshot()).toMatchObject({
      id: '12',
      storeId: 3,
      category: 'comida',
      price: { amount: 25.9, currency: 'BRL' },
      status: 'ACTIVE',
      version: 1,
      createdAt: '2025-01-01T13:00:00.000Z',
      images: ['/uploads/q.webp', 'https://cdn.feira.app/q2.jpg'],
    });
    expect(productFromApi({ ...row, isActive: false }).status).toBe('INACTIVE');
    expect(productFromApi({ ...row, isActive: undefined }).status).toBe('INACTIVE');
    expect(
      productFromApi({ ...row, status: 'DISCONTINUED', isHighlighted: true }).toSnapshot(),
    ).toMatchObject({ status: 'DISCONTINUED', isHighlighted: false });
    expect(productFromApi({ ...row, stock: 0 }).status).toBe('OUT_OF_STOCK');
    expect(
      productFromApi({
        ...row,
        stock: null,
        images: null,
        discountedPrice: null,
        description: undefined,
        isHighlighted: true,
        version: 4,
      }).toSnapshot(),
    ).toMatchObject({
      stock: null,
      images: [],
      discountedPrice: null,
      description: null,
      isHighlighted: true,
      version: 4,
    });
  });
  it('entity → save payload', () => {
    expect(toApiSavePayload(productFromApi(row))).toEqual({
      storeId: 3,
      name: 'Queijo minas',
      description: 'Fresco',
      category: 'comida',
      price: 25.9,
      discountedPrice: 20,
      stock: 4,
      images: ['/uploads/q.webp', 'https://cdn.feira.app/q2.jpg'],
      isActive: true,
      status: 'ACTIVE',
      isHighlighted: false,
    });
    expect(toApiSavePayload(productFromApi({ ...row, stock: 0 })).isActive).toBe(true);
    expect(toApiSavePayload(productFromApi({ ...row, status: 'DRAFT' })).isActive).toBe(false);
  });
  it('entity → DTO', () => {
    const dto = toProductDto(productFromApi(row));
    expect(dto).toMatchObject({
      id: '12',
      price: { amount: 25.9, currency: 'BRL' },
      effectivePrice: { amount: 20, currency: 'BRL' },
      discountedPrice: { amount: 20, currency: 'BRL' },
      stock: { quantity: 4, isLimited: true, isAvailable: true, isLow: true, isOutOfStock: false },
      images: [
        { url: '/uploads/q.webp', alt: 'Queijo minas', isPrimary: true },
        { url: 'https://cdn.feira.app/q2.jpg', alt: 'Queijo minas - imagem 2', isPrimary: false },
      ],
      status: 'ACTIVE',
      isAvailableForSale: true,
      hasDiscount: true,
      discountPercentage: 22.78,
    });
    const unlimited = toProductDto(productFromApi({ ...row, stock: null, discountedPrice: null }));
    expect(unlimited.stock).toEqual({
      quantity: null,
      isLimited: false,
      isAvailable: true,
      isLow: false,
      isOutOfStock: false,
    });
    expect(unlimited.discountedPrice).toBeNull();
    expect(toProductDto(productFromApi({ ...row, stock: 0 })).stock.isOutOfStock).toBe(true);
  });
  it('isLowStock thresholds', () => {
    expect([
      isLowStock(5, false),
      isLowStock(6, false),
      isLowStock(10, true),
      isLowStock(0, true),
      isLowStock(null, true),
    ]).toEqual([true, false, true, false, false]);
  });
  it('rejects a malformed row', () => {
    expect(() => productFromApi({ id: 1 })).toThrow();
  });
});
