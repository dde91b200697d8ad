import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDraft } from './draft-merge';

const base = { name: 'Alface', price: '4,00', stock: '5' };

describe('mergeDraft: an open form and a newer version of its record', () => {
  it('keeps what the seller typed and takes the newer values of untouched fields', () => {
    const mine = { ...base, name: 'Alface crespa' };
    const theirs = { ...base, price: '5,00' };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.values).toEqual({ name: 'Alface crespa', price: '5,00', stock: '5' });
    expect(merged.announce).toBe(true);
    expect(merged.changed).toEqual(['price']);
    expect(merged.kept).toEqual([]);
  });

  it('keeps the typing of a field the newer version changed too, and says so', () => {
    const mine = { ...base, price: '4,50' };
    const theirs = { ...base, price: '5,00' };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.values.price).toBe('4,50');
    expect(merged.kept).toEqual(['price']);
    expect(merged.announce).toBe(true);
  });

  it('follows the record silently when nothing was typed or the typing equals the newer values', () => {
    const theirs = { ...base, stock: '9' };
    expect(mergeDraft(base, base, theirs)).toMatchObject({ values: theirs, announce: false });
    expect(mergeDraft(base, theirs, theirs)).toMatchObject({ values: theirs, announce: false });
  });

  it("stays silent when the newer version changed none of the form's fields", () => {
    const mine = { ...base, name: 'Alface crespa' };
    expect(mergeDraft(base, mine, base)).toMatchObject({ values: mine, announce: false, changed: [] });
  });

  it('compares arrays by value (photos)', () => {
    const b = { name: 'x', images: [{ url: '/a.jpg' }] };
    const theirs = { name: 'x', images: [{ url: '/b.jpg' }] };
    const mine = { name: 'y', images: [{ url: '/a.jpg' }] };
    expect(mergeDraft(b, mine, theirs).values).toEqual({ name: 'y', images: [{ url: '/b.jpg' }] });
  });

  const record = fc.record({ a: fc.string(), b: fc.string(), c: fc.string() });

  it('never loses a typed value, and only announces when the form differs from the newer record', () => {
    fc.assert(
      fc.property(record, record, record, (b, mine, theirs) => {
        const merged = mergeDraft(b, mine, theirs);
        for (const key of ['a', 'b', 'c'] as const) {
          if (mine[key] !== b[key]) expect(merged.values[key]).toBe(mine[key]);
          else expect(merged.values[key]).toBe(theirs[key]);
        }
        const differs = (['a', 'b', 'c'] as const).some((k) => merged.values[k] !== theirs[k]);
        expect(merged.announce).toBe(differs && merged.changed.length > 0);
        for (const key of merged.kept) expect(merged.changed).toContain(key);
      }),
    );
  });

  it('is idempotent: merging the result again with the same record changes nothing', () => {
    fc.assert(
      fc.property(record, record, record, (b, mine, theirs) => {
        const once = mergeDraft(b, mine, theirs).values;
        expect(mergeDraft(theirs, once, theirs).values).toEqual(once);
      }),
    );
  });
});
