import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { invariantViolations } from './invariants';
import { Product } from './product';

type Op = (p: Product) => Product;

const opArb: fc.Arbitrary<{ name: string; run: Op }> = fc.oneof(
  fc.constantFrom<{ name: string; run: Op }>(
    { name: 'activate', run: (p) => p.activate() },
    { name: 'deactivate', run: (p) => p.deactivate() },
    { name: 'discontinue', run: (p) => p.discontinue() },
    { name: 'highlight', run: (p) => p.highlight() },
    { name: 'removeHighlight', run: (p) => p.removeHighlight() },
    { name: 'removeDiscount', run: (p) => p.removeDiscount() },
  ),
  fc.integer({ min: -3, max: 30 }).map((n) => ({ name: `restock(${n})`, run: (p: Product) => p.restock(n) })),
  fc
    .integer({ min: -3, max: 30 })
    .map((n) => ({ name: `reduce(${n})`, run: (p: Product) => p.reduceStock(n) })),
  fc
    .option(fc.integer({ min: -2, max: 20 }), { nil: null })
    .map((n) => ({ name: `updateStock(${n})`, run: (p: Product) => p.updateStock(n) })),
  fc
    .integer({ min: -100, max: 3000 })
    .map((c) => ({ name: `price(${c / 100})`, run: (p: Product) => p.changePrice(c / 100) })),
  fc
    .integer({ min: -100, max: 3000 })
    .map((c) => ({ name: `discount(${c / 100})`, run: (p: Product) => p.applyDiscount(c / 100) })),
  fc
    .constantFrom('Broa', 'Pão', 'x', 'Bolo de fubá')
    .map((n) => ({ name: `rename(${n})`, run: (p: Product) => p.updateBasicInfo({ name: n }) })),
  fc.integer({ min: 0, max: 12 }).map((n) => ({
    name: `images(${n})`,
    run: (p: Product) => p.updateImages(Array.from({ length: n }, (_, i) => `/uploads/${i}.webp`)),
  })),
);

describe('Product under random operation sequences', () => {
  it('keeps invariants; accepted = +1 version and one event; refused = nothing changes', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        fc.array(opArb, { maxLength: 40 }),
        (stock, ops) => {
          let tick = 0;
          const clock = () => new Date(Date.UTC(2025, 0, 1) + tick++ * 1000);
          let product = Product.create(
            { id: 1, storeId: 1, name: 'Queijo', category: 'comida', price: 10, stock },
            { clock },
          );
          for (const op of ops) {
            const before = product.toSnapshot();
            const eventsBefore = product.events.length;
            let next: Product;
            try {
              next = op.run(product);
            } catch (e) {
              expect(e).toBeInstanceOf(DomainError);
              expect((e as DomainError).code).toBe('BUSINESS_RULE_VIOLATION');
              expect(product.toSnapshot()).toEqual(before);
              expect(product.events.length).toBe(eventsBefore);
              continue;
            }
            const after = next.toSnapshot();
            expect(invariantViolations(after)).toEqual([]);
            if (next === product) {
              expect(after).toEqual(before);
            } else {
              expect(after.version).toBe(before.version + 1);
              expect(next.events.length).toBe(eventsBefore + 1);
              expect(next.events.at(-1)?.version).toBe(after.version);
              expect(product.toSnapshot()).toEqual(before);
            }
            product = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
