import { describe, expect, it } from 'vitest';
import { paginationOf, validateListProductsRequest } from './list-request';
import { validateCreateProductRequest, validateUpdateProductRequest } from './requests';

const valid = { storeId: 1, name: 'Pão', category: 'comida', price: 12.5 };

function details(result: { success: boolean; error?: { details?: unknown } }) {
  expect(result.success).toBe(false);
  return (result as { error: { details: { field: string; message: string; code: string }[] } }).error.details;
}

describe('create request', () => {
  it('accepts and normalises a minimal product', () => {
    const r = validateCreateProductRequest({ ...valid, storeId: '1', price: '12,50', category: 'COMIDA' });
    expect(r).toEqual({
      success: true,
      data: {
        storeId: 1,
        name: 'Pão',
        description: null,
        category: 'comida',
        price: 12.5,
        discountedPrice: null,
        stock: null,
        images: [],
        isActive: true,
        isHighlighted: false,
      },
    });
  });
  it('collects every failure into one VALIDATION_ERROR', () => {
    const r = validateCreateProductRequest({
      name: ' ',
      price: 0,
      stock: -1,
      images: Array(11).fill('/a.png'),
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.toJSON().message).toBe('Dados de entrada inválidos');
    expect(r.error.code).toBe('VALIDATION_ERROR');
    expect(r.error.status).toBe(400);
    expect(r.error.details).toEqual([
      { field: 'storeId', message: 'ID da loja é obrigatório', code: 'INVALID_STORE_ID' },
      { field: 'name', message: 'Nome do produto é obrigatório', code: 'INVALID_NAME' },
      { field: 'category', message: 'Categoria do produto é obrigatória', code: 'INVALID_CATEGORY' },
      { field: 'price', message: 'Preço do produto deve ser maior que zero', code: 'INVALID_PRICE' },
      { field: 'stock', message: 'Estoque não pode ser negativo', code: 'INVALID_STOCK' },
      { field: 'images', message: 'Máximo de 10 imagens por produto', code: 'INVALID_IMAGES' },
    ]);
  });
  it('name length and characters, price max, category', () => {
    const d = details(
      validateCreateProductRequest({ ...valid, name: 'A', price: 1_000_000, category: 'carro' }),
    );
    expect(d.map((x) => x.message)).toEqual([
      'Nome do produto deve ter pelo menos 2 caracteres',
      'Categoria do produto inválida',
      'Preço do produto deve ser no máximo R$ 999.999,99',
    ]);
    expect(d.map((x) => x.code)).toEqual(['INVALID_NAME', 'INVALID_CATEGORY', 'PRICE_TOO_HIGH']);
    expect(details(validateCreateProductRequest({ ...valid, name: 'x'.repeat(101) }))[0]?.message).toBe(
      'Nome do produto deve ter no máximo 100 caracteres',
    );
    expect(details(validateCreateProductRequest({ ...valid, name: 'Pão <script>' }))[0]?.code).toBe(
      'INVALID_NAME',
    );
    expect(validateCreateProductRequest({ ...valid, name: "Pão d'água (1/2 kg) 100%" }).success).toBe(true);
    expect(validateCreateProductRequest({ ...valid, price: 999_999.99 }).success).toBe(true);
    expect(details(validateCreateProductRequest({ ...valid, price: 'abc' }))[0]?.code).toBe('INVALID_PRICE');
  });
  it('images: required url, format, single primary', () => {
    const d = details(
      validateCreateProductRequest({
        ...valid,
        images: [
          { url: '' },
          'ftp://x.png',
          { url: '/uploads/a.webp', isPrimary: true },
          { url: 'https://cdn.x/b.jpg?w=2', isPrimary: true },
        ],
      }),
    );
    expect(d).toEqual([
      { field: 'images.0.url', message: 'URL da imagem 1 é obrigatória', code: 'INVALID_IMAGE_URL' },
      {
        field: 'images.1.url',
        message: 'URL da imagem 2 deve ser .jpg, .jpeg, .png ou .webp',
        code: 'INVALID_IMAGE_URL',
      },
      {
        field: 'images',
        message: 'Apenas uma imagem pode ser marcada como principal',
        code: 'INVALID_IMAGES',
      },
    ]);
  });
  it('discounted price must be below price', () => {
    const d = details(validateCreateProductRequest({ ...valid, discountedPrice: 12.5 }));
    expect(d).toEqual([
      {
        field: 'discountedPrice',
        message: 'Preço com desconto deve ser menor que o preço do produto',
        code: 'INVALID_DISCOUNT',
      },
    ]);
  });
  it('description limit', () => {
    expect(details(validateCreateProductRequest({ ...valid, description: 'x'.repeat(2001) }))[0]?.code).toBe(
      'INVALID_DESCRIPTION',
    );
    expect(validateCreateProductRequest({ ...valid, description: '' })).toMatchObject({
      data: { description: null },
    });
  });
});

describe('update request', () => {
  it('requires productId, storeId and at least one field', () => {
    const d = details(validateUpdateProductRequest({}));
    expect(d.map((x) => x.code)).toEqual(['INVALID_ID', 'INVALID_STORE_ID', 'NO_FIELDS']);
    expect(d[2]?.message).toBe('Pelo menos um campo deve ser fornecido para atualização');
  });
  it('validates only given fields', () => {
    expect(
      validateUpdateProductRequest({
        productId: '550e8400-e29b-41d4-a716-446655440000',
        storeId: 2,
        price: 3,
      }),
    ).toEqual({
      success: true,
      data: { productId: '550e8400-e29b-41d4-a716-446655440000', storeId: 2, price: 3, images: undefined },
    });
    expect(details(validateUpdateProductRequest({ productId: 1, storeId: 2, name: '' }))[0]?.message).toBe(
      'Nome do produto é obrigatório',
    );
    expect(
      details(validateUpdateProductRequest({ productId: 1, storeId: 2, category: '' }))[0]?.message,
    ).toBe('Categoria do produto é obrigatória');
  });
});

describe('list request', () => {
  it('coerces a query string', () => {
    const r = validateListProductsRequest({
      storeId: '4',
      statuses: 'active, OUT_OF_STOCK',
      highlightedOnly: 'true',
      inStockOnly: '0',
      discountedOnly: '1',
      sort: 'price:desc',
      page: '2',
      limit: '20',
      minPrice: '1',
      maxPrice: '9.5',
      searchTerm: ' pão ',
    });
    expect(r).toEqual({
      success: true,
      data: {
        storeId: 4,
        statuses: ['ACTIVE', 'OUT_OF_STOCK'],
        highlightedOnly: true,
        inStockOnly: false,
        discountedOnly: true,
        sort: { field: 'price', direction: 'desc' },
        page: 2,
        limit: 20,
        minPrice: 1,
        maxPrice: 9.5,
        searchTerm: 'pão',
      },
    });
  });
  it('defaults', () => {
    expect(validateListProductsRequest({ storeId: 1 })).toEqual({
      success: true,
      data: {
        storeId: 1,
        highlightedOnly: false,
        inStockOnly: false,
        discountedOnly: false,
        sort: { field: 'createdAt', direction: 'desc' },
        page: 1,
        limit: 50,
        searchTerm: undefined,
      },
    });
  });
  it('accepts sortField/sortDirection and sort objects', () => {
    expect(
      validateListProductsRequest({ storeId: 1, sortField: 'name', sortDirection: 'asc' }),
    ).toMatchObject({ data: { sort: { field: 'name', direction: 'asc' } } });
    expect(validateListProductsRequest({ storeId: 1, sort: 'name' })).toMatchObject({
      data: { sort: { field: 'name', direction: 'asc' } },
    });
    expect(validateListProductsRequest({ storeId: 1, statuses: ['INACTIVE'] })).toMatchObject({
      data: { statuses: ['INACTIVE'] },
    });
  });
  it('reports the list codes', () => {
    const d = details(
      validateListProductsRequest({
        storeId: 'x',
        page: '0',
        limit: '101',
        minPrice: '-1',
        maxPrice: '-2',
        sort: 'color:up',
        statuses: 'SOLD',
        highlightedOnly: 'maybe',
      }),
    );
    expect(d.map((x) => x.code)).toEqual([
      'INVALID_STORE_ID',
      'INVALID_STATUS',
      'INVALID_FIELD',
      'INVALID_MIN_PRICE',
      'INVALID_MAX_PRICE',
      'INVALID_SORT',
      'INVALID_SORT',
      'INVALID_PAGE',
      'INVALID_LIMIT',
    ]);
    expect(details(validateListProductsRequest({ storeId: 1, minPrice: 5, maxPrice: 2 }))).toEqual([
      {
        field: 'minPrice',
        message: 'Preço mínimo não pode ser maior que o preço máximo',
        code: 'INVALID_PRICE_RANGE',
      },
    ]);
  });
  it('pagination block', () => {
    expect(paginationOf(101, 2, 50)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalCount: 101,
      hasNextPage: true,
      hasPreviousPage: true,
      limit: 50,
    });
    expect(paginationOf(0, 1, 50)).toMatchObject({
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });
});
