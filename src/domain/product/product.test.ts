import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { Product } from './product';

const clock = () => new Date('2025-01-02T03:04:05.000Z');
const make = (over: Partial<Parameters<typeof Product.create>[0]> = {}) =>
  Product.create(
    { id: 7, storeId: 3, name: 'Pão de queijo', category: 'Comida', price: 10, stock: 5, ...over },
    { clock },
  );

function refused(fn: () => unknown, code = 'BUSINESS_RULE_VIOLATION'): DomainError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe(code);
    return e as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('Product.create', () => {
  it('normalises values and starts at version 1 without events', () => {
    const p = make();
    expect(p.toSnapshot()).toEqual({
      id: '7',
      storeId: 3,
      name: 'Pão de queijo',
      description: null,
      category: 'comida',
      price: { amount: 10, currency: 'BRL' },
      discountedPrice: null,
      stock: 5,
      images: [],
      imageAlts: {},
      status: 'ACTIVE',
      isHighlighted: false,
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-01-02T03:04:05.000Z',
      version: 1,
    });
    expect(p.events).toEqual([]);
    expect(p.isAvailableForSale).toBe(true);
  });
  it('starts OUT_OF_STOCK without stock and keeps DRAFT', () => {
    expect(make({ stock: 0 }).status).toBe('OUT_OF_STOCK');
    expect(make({ status: 'DRAFT' }).status).toBe('DRAFT');
  });
  it('refuses a discount not below the price', () => {
    expect(refused(() => make({ discountedPrice: 10 })).details?.[0]?.code).toBe('INVALID_DISCOUNT');
    expect(make({ discountedPrice: 8 }).discountPercentage).toBe(20);
  });
  it('refuses invalid values with codes', () => {
    expect(refused(() => make({ id: 0 })).message).toBe('ID deve ser numérico ou UUID válido');
    expect(refused(() => make({ price: 1_000_000 })).details?.[0]?.code).toBe('PRICE_TOO_HIGH');
    expect(refused(() => make({ category: 'carro' })).details?.[0]?.code).toBe('INVALID_CATEGORY');
  });
  it('uses the system clock by default', () => {
    const p = Product.create({ id: 1, storeId: 1, name: 'Ovo', category: 'comida', price: 1 });
    expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
    expect(Product.fromSnapshot(p.toSnapshot()).version).toBe(1);
  });
});

describe('transitions and events', () => {
  it('stock to empty → OUT_OF_STOCK, back → ACTIVE', () => {
    const out = make().reduceStock(5);
    expect(out.status).toBe('OUT_OF_STOCK');
    expect(out.events.at(-1)).toMatchObject({
      type: 'ProductStockReduced',
      quantity: 5,
      previousStock: 5,
      stock: 0,
      status: 'OUT_OF_STOCK',
    });
    const back = out.restock(3);
    expect(back.status).toBe('ACTIVE');
    expect(back.events.at(-1)).toMatchObject({
      type: 'ProductStockUpdated',
      stock: 3,
      status: 'ACTIVE',
      version: 3,
    });
    expect(make().updateStock(0).status).toBe('OUT_OF_STOCK');
    expect(make().updateStock(null).stock).toBeNull();
  });
  it('restocking an INACTIVE product does not activate it', () => {
    expect(make({ stock: 0 }).deactivate().restock(4).status).toBe('INACTIVE');
  });
  it('unlimited stock stays unlimited', () => {
    const p = make({ stock: null });
    expect(p.reduceStock(3)).toBe(p);
    expect(p.restock(3)).toBe(p);
  });
  it('reduction needs enough stock', () => {
    const e = refused(() => make().reduceStock(6));
    expect(e.message).toBe('ProductStock: estoque insuficiente');
    expect(e.details?.[0]?.code).toBe('INSUFFICIENT_STOCK');
    expect(refused(() => make().restock(0)).details?.[0]?.code).toBe('INVALID_QUANTITY');
    expect(refused(() => make().reduceStock(-1)).details?.[0]?.code).toBe('INVALID_QUANTITY');
  });
  it('activate: no-op when ACTIVE, refused when DISCONTINUED, OUT_OF_STOCK without stock', () => {
    const p = make();
    expect(p.activate()).toBe(p);
    expect(refused(() => p.discontinue().activate()).message).toBe(
      'Produtos descontinuados não podem ser reativados',
    );
    const inactiveEmpty = make({ stock: 0 }).deactivate();
    expect(inactiveEmpty.activate().status).toBe('OUT_OF_STOCK');
    const activated = make().deactivate().activate();
    expect(activated.events.at(-1)).toMatchObject({
      type: 'ProductActivated',
      previousStatus: 'INACTIVE',
      status: 'ACTIVE',
    });
    const out = make({ stock: 0 });
    expect(out.activate()).toBe(out);
  });
  it('deactivate and discontinue remove the highlight', () => {
    const h = make().highlight();
    expect(h.events).toEqual([
      {
        type: 'ProductHighlighted',
        productId: '7',
        storeId: 3,
        version: 2,
        occurredAt: clock().toISOString(),
      },
    ]);
    const d = h.deactivate();
    expect(d.isHighlighted).toBe(false);
    expect(d.events.at(-1)).toMatchObject({ type: 'ProductDeactivated', highlightRemoved: true });
    const x = h.discontinue();
    expect(x.status).toBe('DISCONTINUED');
    expect(x.events.at(-1)).toMatchObject({ type: 'ProductDiscontinued', highlightRemoved: true });
    expect(x.discontinue()).toBe(x);
    expect(d.deactivate()).toBe(d);
    expect(refused(() => x.deactivate()).message).toBe('Produtos descontinuados não podem ser desativados');
  });
  it('highlight only when for sale, with codes', () => {
    const msg = 'Apenas produtos disponíveis para venda podem ser destacados';
    const e1 = refused(() => make().deactivate().highlight());
    expect([e1.message, e1.details?.[0]?.code]).toEqual([msg, 'MUST_BE_ACTIVE']);
    expect(refused(() => make({ stock: 0 }).highlight()).details?.[0]?.code).toBe('MUST_BE_ACTIVE');
    const h = make().highlight();
    expect(h.highlight()).toBe(h);
    expect(h.removeHighlight().events.at(-1)?.type).toBe('ProductHighlightRemoved');
    expect(make().removeHighlight().events).toEqual([]);
  });
  it('running out removes the highlight inside the stock event', () => {
    const p = make().highlight().updateStock(0);
    expect(p.isHighlighted).toBe(false);
    expect(p.events.at(-1)).toMatchObject({ type: 'ProductStockUpdated', highlightRemoved: true });
    expect(p.events).toHaveLength(2);
  });
  it('discount apply/remove and price change', () => {
    const d = make().applyDiscount(7.5);
    expect(d.events.at(-1)).toMatchObject({
      type: 'ProductDiscountApplied',
      discountPercentage: 25,
      previousDiscountedPrice: null,
    });
    expect(d.effectivePrice.amount).toBe(7.5);
    expect(d.applyDiscount(7.5)).toBe(d);
    expect(refused(() => d.applyDiscount(10)).details?.[0]?.code).toBe('INVALID_DISCOUNT');
    expect(refused(() => d.changePrice(7)).details?.[0]?.code).toBe('INVALID_DISCOUNT');
    expect(d.changePrice(12).events.at(-1)).toMatchObject({
      type: 'ProductPriceChanged',
      previousPrice: { amount: 10 },
      price: { amount: 12 },
    });
    expect(d.changePrice(10)).toBe(d);
    const r = d.removeDiscount();
    expect(r.events.at(-1)).toMatchObject({
      type: 'ProductDiscountRemoved',
      previousDiscountedPrice: { amount: 7.5 },
    });
    expect(r.removeDiscount()).toBe(r);
    expect(r.hasDiscount).toBe(false);
  });
  it('updateBasicInfo records only what changed', () => {
    const p = make().updateBasicInfo({
      name: 'Pão de queijo',
      description: '  Quentinho ',
      category: 'LIVRO',
    });
    const e = p.events.at(-1);
    expect(e).toMatchObject({
      type: 'ProductBasicInfoChanged',
      changes: { description: 'Quentinho', category: 'livro' },
      previous: { description: null, category: 'comida' },
    });
    expect(e && 'changes' in e && 'name' in e.changes).toBe(false);
    expect(p.updateBasicInfo({ name: 'Pão de queijo' })).toBe(p);
    expect(p.updateBasicInfo({ name: 'Broa' }).name).toBe('Broa');
  });
  it('updateImages', () => {
    const p = make().updateImages(['/uploads/a.webp']);
    expect(p.events.at(-1)).toMatchObject({
      type: 'ProductImagesUpdated',
      previousImages: [],
      images: ['/uploads/a.webp'],
    });
    expect(p.updateImages(['/uploads/a.webp'])).toBe(p);
    expect(refused(() => p.updateImages(Array.from({ length: 11 }, (_, i) => `/x${i}.png`))).message).toBe(
      'Máximo de 10 imagens por produto',
    );
  });
  it('images keep their alt texts: created with them, changed alone, kept when not given', () => {
    const p = make({
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      imageAlts: { '/uploads/a.webp': '  Pão dourado  ', '/uploads/b.webp': '', '/uploads/z.webp': 'solto' },
    });
    // Trimmed; empty ones and ones for photos the product does not have are not kept.
    expect(p.imageAlts).toEqual({ '/uploads/a.webp': 'Pão dourado' });
    const described = p.updateImages(['/uploads/a.webp', '/uploads/b.webp'], {
      '/uploads/a.webp': 'Pão dourado',
      '/uploads/b.webp': 'Pão aberto',
    });
    expect(described.version).toBe(p.version + 1);
    expect(described.events.at(-1)).toMatchObject({
      type: 'ProductImagesUpdated',
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      previousImageAlts: { '/uploads/a.webp': 'Pão dourado' },
      imageAlts: { '/uploads/a.webp': 'Pão dourado', '/uploads/b.webp': 'Pão aberto' },
    });
    // Same photos, same alts: nothing happened.
    expect(described.updateImages(['/uploads/a.webp', '/uploads/b.webp'])).toBe(described);
    // Reordered without alts: each photo keeps its own.
    expect(described.updateImages(['/uploads/b.webp', '/uploads/a.webp']).imageAlts).toEqual(
      described.imageAlts,
    );
    expect(
      refused(() => p.updateImages(['/uploads/a.webp'], { '/uploads/a.webp': 'x'.repeat(201) })).message,
    ).toBe('Descrição da foto deve ter no máximo 200 caracteres');
  });
  it('withoutEvents clears the outbox but keeps state', () => {
    const p = make().highlight();
    const clean = p.withoutEvents();
    expect(clean.events).toEqual([]);
    expect(clean.toSnapshot()).toEqual(p.toSnapshot());
    expect(clean.withoutEvents()).toBe(clean);
  });
  it('exposes read accessors', () => {
    const p = make({ images: ['https://cdn.feira.app/a.jpg'], description: 'x' });
    expect([p.id, p.storeId, p.name, p.description, p.category, p.images, p.version, p.updatedAt]).toEqual([
      '7',
      3,
      'Pão de queijo',
      'x',
      'comida',
      ['https://cdn.feira.app/a.jpg'],
      1,
      clock().toISOString(),
    ]);
  });
});

describe('fromSnapshot', () => {
  it('throws INVARIANT_VIOLATION for broken invariants', () => {
    const s = make().toSnapshot();
    refused(
      () => Product.fromSnapshot({ ...s, discountedPrice: { amount: 11, currency: 'BRL' } }),
      'INVARIANT_VIOLATION',
    );
    refused(
      () => Product.fromSnapshot({ ...s, status: 'INACTIVE', isHighlighted: true }),
      'INVARIANT_VIOLATION',
    );
    const e = refused(
      () => Product.fromSnapshot({ ...s, status: 'DISCONTINUED', isHighlighted: true }),
      'INVARIANT_VIOLATION',
    );
    expect(e.details).toHaveLength(2);
    expect(e.status).toBe(422);
  });
  it('rejects malformed data', () => {
    const s = make().toSnapshot();
    refused(() => Product.fromSnapshot({ ...s, version: 0 }));
  });
});
