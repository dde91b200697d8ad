import { describe, expect, it } from 'vitest';
import {
  inventoryValue,
  lowStockProducts,
  type ProductFacts,
  restockSuggestion,
  storeStats,
} from './calculations';
import { isLowStock } from './derived';
import { isSignificantDiscount } from './discount';
import { duplicateNameError, findDuplicateName, productNotOwnedError } from './duplicate-name';
import { activityOf, eventNames, mayChangeHighlights } from './events';
import { highlightScore, pricePenalty, rankHighlights } from './highlight';
import { productSuccessMessages } from './messages';
import { applyProductUpdate } from './operations';
import { CATEGORY_PRICE_MULTIPLIERS, priceCompetitiveness, suggestPrice } from './pricing';
import { Product } from './product';
import { productWarnings } from './warnings';

const now = new Date('2025-03-01T12:00:00Z');
const fact = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  id: '1',
  storeId: 1,
  category: 'comida',
  price: { amount: 10 },
  discountedPrice: null,
  stock: 10,
  status: 'ACTIVE',
  isHighlighted: false,
  images: [],
  description: null,
  createdAt: '2024-01-01T00:00:00Z',
  ...over,
});

describe('calculations', () => {
  it('isLowStock thresholds', () => {
    expect([
      isLowStock(5, false),
      isLowStock(6, false),
      isLowStock(10, true),
      isLowStock(0, true),
      isLowStock(null, true),
    ]).toEqual([true, false, true, false, false]);
  });
  it('store stats', () => {
    const list = [
      fact(),
      fact({ status: 'INACTIVE' }),
      fact({ isHighlighted: true }),
      fact({ status: 'OUT_OF_STOCK', stock: 0 }),
      fact({ status: 'DISCONTINUED' }),
      fact({ stock: null }),
    ];
    expect(storeStats(list)).toEqual({
      totalProducts: 6,
      activeProducts: 3,
      inactiveProducts: 1,
      highlightedProducts: 1,
      outOfStockProducts: 1,
      availableProducts: 3,
    });
  });
  it('inventory value at the effective price; unlimited adds 0; discontinued left out', () => {
    const v = inventoryValue([
      fact({ stock: 3 }),
      fact({ stock: 2, discountedPrice: { amount: 5 }, category: 'bebida' }),
      fact({ stock: null }),
      fact({ status: 'DISCONTINUED', stock: 100 }),
    ]);
    expect(v).toEqual({
      totalValue: 40,
      totalProducts: 3,
      averageValue: 13.33,
      byCategory: { comida: { value: 30, count: 2 }, bebida: { value: 10, count: 1 } },
    });
    expect(inventoryValue([])).toEqual({ totalValue: 0, totalProducts: 0, averageValue: 0, byCategory: {} });
  });
  it('low stock ≤ 5, ≤ 10 when highlighted, never 0 or unlimited', () => {
    const list = [
      fact({ id: 'a', stock: 5 }),
      fact({ id: 'b', stock: 6 }),
      fact({ id: 'c', stock: 10, isHighlighted: true }),
      fact({ id: 'd', stock: 0 }),
      fact({ id: 'e', stock: null }),
      fact({ id: 'f', stock: 2, status: 'DISCONTINUED' }),
    ];
    expect(lowStockProducts(list).map((p) => p.id)).toEqual(['a', 'c']);
  });
  it('restock suggestion', () => {
    expect(restockSuggestion({ stock: 0, isHighlighted: true })).toBe(50);
    expect(restockSuggestion({ stock: 0, isHighlighted: false })).toBe(20);
    expect(restockSuggestion({ stock: 5, isHighlighted: false })).toBe(30);
    expect(restockSuggestion({ stock: 10, isHighlighted: true })).toBe(20);
    expect(restockSuggestion({ stock: 10, isHighlighted: false })).toBe(0);
    expect(restockSuggestion({ stock: null, isHighlighted: true })).toBe(0);
  });
});

describe('highlights', () => {
  it('price penalty', () => {
    expect([pricePenalty(500), pricePenalty(549), pricePenalty(550), pricePenalty(5000)]).toEqual([
      0, 0, 1, 30,
    ]);
  });
  it('score has every term', () => {
    expect(highlightScore(fact({ status: 'INACTIVE' }), now)).toBe(0);
    expect(highlightScore(fact(), now)).toBe(100);
    const full = fact({
      discountedPrice: { amount: 5 },
      images: ['/1.png', '/2.png', '/3.png', '/4.png'],
      description: Array(21).fill('palavra').join(' '),
      price: { amount: 10 },
      createdAt: '2025-02-15T00:00:00Z',
    });
    expect(highlightScore(full, now)).toBe(100 + 50 + 40 + 30 + 15);
    expect(
      highlightScore(fact({ discountedPrice: { amount: 9 }, images: ['/a.png'], description: 'curta' }), now),
    ).toBe(100 + 20 + 30 + 20);
    expect(highlightScore(fact({ price: { amount: 2000 } }), now)).toBe(70);
    expect(highlightScore(fact({ createdAt: '2025-03-02T00:00:00Z' }), now)).toBe(100);
  });
  it('selection: two per category first, then by score up to 10, ties by id', () => {
    const list = [
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'].map((id) =>
        fact({ id, images: ['/a.png'] }),
      ),
      fact({ id: '20', category: 'bebida' }),
      fact({ id: '21', category: 'livro', status: 'INACTIVE' }),
      fact({ id: '30', storeId: 2 }),
    ];
    const chosen = rankHighlights(list, now).map((e) => e.product.id);
    expect(chosen).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '20', '30']);
    expect(
      rankHighlights(list, now, { maxPerStore: 2, perCategoryFirst: 1 }).map((e) => e.product.id),
    ).toEqual(['1', '20', '30']);
  });
});

describe('pricing', () => {
  it('significant discount and competitiveness', () => {
    expect([isSignificantDiscount(5), isSignificantDiscount(4.99)]).toEqual([true, false]);
    expect(priceCompetitiveness(8, 10)).toBe('low');
    expect(priceCompetitiveness(12, 10)).toBe('high');
    expect(priceCompetitiveness(10, 10)).toBe('competitive');
    expect(priceCompetitiveness(10, 0)).toBe('competitive');
  });
  it('suggestion = reference × category multiplier within 0.7–1.5 × current price', () => {
    expect(CATEGORY_PRICE_MULTIPLIERS.outros).toBe(1);
    expect(suggestPrice('outros', 10, 12)).toBe(12);
    expect(suggestPrice('comida', 10, 10)).toBe(9.5);
    expect(suggestPrice('outros', 10, 100)).toBe(15);
    expect(suggestPrice('outros', 10, 1)).toBe(7);
    expect(suggestPrice('outros', 0.001, 0)).toBe(0.01);
  });
});

describe('warnings', () => {
  const base = {
    price: 100,
    discountedPrice: null,
    stock: 50,
    images: ['/a.png'],
    description: 'ok',
    isHighlighted: false,
  };
  it('none for a complete product', () => expect(productWarnings(base)).toEqual([]));
  it('each code with its message', () => {
    expect(productWarnings({ ...base, discountedPrice: 5 }).map((w) => w.code)).toEqual([
      'HIGH_DISCOUNT_WARNING',
    ]);
    expect(productWarnings({ ...base, discountedPrice: 96 })[0]).toEqual({
      code: 'LOW_DISCOUNT_WARNING',
      field: 'discountedPrice',
      message: 'Desconto abaixo de 5% costuma passar despercebido pelos clientes',
    });
    expect(productWarnings({ ...base, stock: 4 }).map((w) => w.code)).toEqual(['LOW_STOCK_WARNING']);
    expect(
      productWarnings({ ...base, images: [], description: ' ', isHighlighted: true }).map((w) => w.code),
    ).toEqual(['NO_IMAGES_WARNING', 'NO_DESCRIPTION_WARNING', 'HIGHLIGHT_INCOMPLETE_WARNING']);
  });
});

describe('duplicate names and ownership', () => {
  it('finds duplicates ignoring case, accents and the product itself', () => {
    const existing = [{ id: 1, name: 'Pão de Queijo' }];
    expect(findDuplicateName('pao de queijo', existing)).toEqual(existing[0]);
    expect(findDuplicateName('pao de queijo', existing, '1')).toBeUndefined();
    const e = duplicateNameError('Pão');
    expect([e.status, e.code, e.message, e.details?.[0]?.code]).toEqual([
      409,
      'CONFLICT',
      'Já existe um produto com o nome "Pão" nesta loja',
      'DUPLICATE_NAME',
    ]);
    expect(productNotOwnedError().toJSON()).toEqual({
      message: 'Produto não pertence a esta loja',
      code: 'PRODUCT_NOT_OWNED',
    });
    expect(productNotOwnedError().status).toBe(403);
  });
  it('success messages', () => {
    expect(productSuccessMessages.listed(3)).toBe('3 produtos encontrados');
    expect(productSuccessMessages.created).toBe('Produto criado com sucesso');
  });
});

describe('named events (spec 001 §4) for realtime and analytics', () => {
  const base = Product.create({
    id: 1,
    storeId: 2,
    name: 'Rapadura',
    category: 'comida',
    price: 5,
    stock: 2,
  });

  it('names each event of a change in order', () => {
    const changed = applyProductUpdate(base, { price: 6, discountedPrice: 4 });
    // A discount below the current price is applied before the price moves (the entity checks each step).
    expect(eventNames(changed.events)).toEqual(['ProductDiscountApplied', 'ProductPriceChanged']);
  });

  it('counts price changes, discounts applied and restocks, nothing else', () => {
    const restocked = base.restock(10);
    const unlimited = base.updateStock(null);
    const lowered = base.updateStock(1);
    const kinds = [
      ...applyProductUpdate(base, { price: 6, discountedPrice: 4 }).events,
      ...restocked.events,
      ...unlimited.events,
      ...lowered.events,
      ...base.reduceStock(1).events,
      ...base.updateBasicInfo({ name: 'Rapadura de leite' }).events,
      ...base.highlight().events,
    ].map(activityOf);
    expect(kinds).toEqual(['discount_applied', 'price_change', 'restock', 'restock', null, null, null, null]);
  });

  it('tells when a highlight shelf may have changed', () => {
    expect(mayChangeHighlights(['ProductHighlighted'])).toBe(true);
    expect(mayChangeHighlights(['ProductPriceChanged', 'ProductStockUpdated'])).toBe(true);
    expect(mayChangeHighlights(['ProductPriceChanged', 'ProductBasicInfoChanged'])).toBe(false);
    expect(mayChangeHighlights([])).toBe(false);
  });
});
