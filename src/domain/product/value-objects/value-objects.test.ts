import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { createCategory } from './category';
import { createDescription, wordCount } from './description';
import { discountPercentageOf } from './discount-percentage';
import { createEntityId, isValidEntityId } from './id';
import { createImageUrls, isValidImageUrl } from './image';
import { type Currency, type Money, moneyEquals, moneySchema, roundToCents } from './money';
import { numberish, parseValue } from './parse';
import { createPrice } from './price';
import { createProductName, productNameKey } from './product-name';
import { createStock, increaseStock, isStockAvailable, reduceStock } from './stock';

const fails = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).details?.[0];
  }
  throw new Error('expected failure');
};

// The schemas the requests use, judged the way an entity judges a value (parseValue).
const createMoney = (amount: number, currency: Currency = 'BRL'): Money =>
  parseValue(moneySchema, { amount, currency }, 'money');

describe('value objects', () => {
  it('ID: numeric or UUID', () => {
    expect(createEntityId(42)).toBe('42');
    expect(createEntityId(' 550E8400-E29B-41D4-A716-446655440000 ')).toBe(
      '550E8400-E29B-41D4-A716-446655440000',
    );
    for (const bad of [0, -1, 1.5, '007', 'abc', '', null]) {
      expect(fails(() => createEntityId(bad))?.message).toBe('ID deve ser numérico ou UUID válido');
    }
    expect(isValidEntityId('99999999999999999999')).toBe(false);
  });
  it('Money', () => {
    expect(createMoney(0)).toEqual({ amount: 0, currency: 'BRL' });
    expect(createMoney(3, 'EUR').currency).toBe('EUR');
    expect(fails(() => createMoney(-1))?.message).toBe('Valor monetário não pode ser negativo');
    expect(fails(() => createMoney(1, 'ARS' as 'BRL'))?.message).toBe('Moeda deve ser BRL, USD ou EUR');
    expect(fails(() => createMoney(Number.NaN))?.code).toBe('INVALID_MONEY');
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(moneyEquals(null, null)).toBe(true);
    expect(moneyEquals(createMoney(1), null)).toBe(false);
    expect(moneyEquals(createMoney(1), createMoney(1, 'USD'))).toBe(false);
  });
  it('Discount percentage 0–100', () => {
    expect(discountPercentageOf(3, 2)).toBe(33.33);
    expect(discountPercentageOf(3, null)).toBe(0);
    expect(discountPercentageOf(3, 3)).toBe(0);
  });
  it('Product name', () => {
    expect(createProductName('  Pão   de  queijo ')).toBe('Pão de queijo');
    expect(fails(() => createProductName(undefined))?.message).toBe('Nome do produto é obrigatório');
    expect(fails(() => createProductName('P'))?.message).toBe(
      'Nome do produto deve ter pelo menos 2 caracteres',
    );
    expect(productNameKey(' PÃO  de Queijo')).toBe('pao de queijo');
  });
  it('Description', () => {
    expect(createDescription('  ')).toBeNull();
    expect(createDescription(null)).toBeNull();
    expect(fails(() => createDescription('x'.repeat(2001)))?.message).toBe(
      'Descrição do produto deve ter no máximo 2000 caracteres',
    );
    expect(createDescription('x'.repeat(2000))).toHaveLength(2000);
    expect(wordCount('  um  dois três ')).toBe(3);
    expect(wordCount(null)).toBe(0);
  });
  it('Category case-insensitive', () => {
    expect(createCategory(' Eletronico ')).toBe('eletronico');
    expect(fails(() => createCategory('carros'))?.code).toBe('INVALID_CATEGORY');
    expect(fails(() => createCategory(''))?.message).toBe('Categoria do produto é obrigatória');
  });
  it('Price', () => {
    expect(createPrice(0.01)).toEqual({ amount: 0.01, currency: 'BRL' });
    expect(createPrice('999999,99').amount).toBe(999_999.99);
    expect(fails(() => createPrice(0))?.code).toBe('INVALID_PRICE');
    expect(fails(() => createPrice(1_000_000))?.code).toBe('PRICE_TOO_HIGH');
    expect(fails(() => createPrice(undefined))?.message).toBe('Preço do produto é obrigatório');
    expect(numberish('x')).toBe('x');
    expect(numberish('')).toBeUndefined();
  });
  it('Stock', () => {
    expect(createStock(null)).toBeNull();
    expect(createStock(999_999)).toBe(999_999);
    expect(fails(() => createStock(1_000_000))?.message).toBe('Estoque deve ser no máximo 999.999 unidades');
    expect(fails(() => createStock(1.5))?.message).toBe('Estoque deve ser um número inteiro');
    expect(isStockAvailable(null)).toBe(true);
    expect(isStockAvailable(0)).toBe(false);
    expect(increaseStock(1, 2)).toBe(3);
    expect(fails(() => increaseStock(999_999, 1))?.code).toBe('INVALID_STOCK');
    expect(reduceStock(3, 3)).toBe(0);
    expect(reduceStock(null, 3)).toBeNull();
    expect(fails(() => reduceStock(2, 3))?.message).toBe('ProductStock: estoque insuficiente');
  });
  it('Image', () => {
    expect(isValidImageUrl('/uploads/x.webp')).toBe(true);
    expect(isValidImageUrl('/demo/products/frutas-2.png')).toBe(true);
    // Other paths of this site are not images: every viewer's browser would request them.
    expect(isValidImageUrl('/api/auth/logout?a.png')).toBe(false);
    expect(isValidImageUrl('/uploads/../api/x.png')).toBe(false);
    expect(isValidImageUrl('/uploads/a.png?next=/api/x')).toBe(false);
    expect(isValidImageUrl('https://cdn.feira.app/a.JPEG?w=200')).toBe(true);
    expect(isValidImageUrl('//evil.com/a.png')).toBe(false);
    expect(isValidImageUrl('javascript:alert(1).png')).toBe(false);
    expect(isValidImageUrl('https://x.com/a.gif')).toBe(false);
    expect(isValidImageUrl('not a url.png')).toBe(false);
    expect(isValidImageUrl('http//x.png')).toBe(false);
    expect(createImageUrls([' /uploads/a.png '])).toEqual(['/uploads/a.png']);
    expect(fails(() => createImageUrls(['/a.gif']))?.field).toBe('images.0');
  });
});
