import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePulled, protectedKeys } from './merge';

type Row = { id: number; v: string };
const rows = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 30 }), v: fc.string() }), {
  selector: (r) => r.id,
  maxLength: 20,
});

describe('mergePulled', () => {
  it('keeps the local state (present or absent) of every protected key and the server state of the rest', () => {
    fc.assert(
      fc.property(rows, rows, fc.uniqueArray(fc.integer({ min: 1, max: 30 })), (server, local, pending) => {
        const isProtected = (id: number) => pending.includes(id);
        const merged = mergePulled<Row, number>(server, local, (r) => r.id, isProtected);
        const byId = new Map(merged.map((r) => [r.id, r]));
        expect(byId.size).toBe(merged.length);
        for (const id of new Set([...server, ...local].map((r) => r.id))) {
          const expected = isProtected(id) ? local.find((r) => r.id === id) : server.find((r) => r.id === id);
          expect(byId.get(id)).toEqual(expected);
        }
      }),
    );
  });

  it('with nothing pending, equals the server list', () => {
    fc.assert(
      fc.property(rows, rows, (server, local) => {
        expect(
          mergePulled<Row, number>(
            server,
            local,
            (r) => r.id,
            () => false,
          ),
        ).toEqual(server);
      }),
    );
  });

  it('is idempotent: merging the result again changes nothing', () => {
    fc.assert(
      fc.property(rows, rows, fc.uniqueArray(fc.integer({ min: 1, max: 30 })), (server, local, pending) => {
        const isProtected = (id: number) => pending.includes(id);
        const once = mergePulled<Row, number>(server, local, (r) => r.id, isProtected);
        expect(mergePulled<Row, number>(server, once, (r) => r.id, isProtected)).toEqual(once);
      }),
    );
  });

  it('a pending remove is not undone by a pull that still has the row', () => {
    const merged = mergePulled<Row, number>(
      [{ id: 1, v: 'server' }],
      [],
      (r) => r.id,
      (id) => id === 1,
    );
    expect(merged).toEqual([]);
  });
});

describe('protectedKeys', () => {
  it('takes the keys of one family only', () => {
    expect([
      ...protectedKeys(['wishlist:1', 'reservation:2', 'wishlist:3', 'reservations:cancelled'], 'wishlist'),
    ]).toEqual(['1', '3']);
  });
});
