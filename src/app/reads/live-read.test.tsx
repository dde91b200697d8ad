// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { memo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type RecentlyViewedRow } from '../../data/db';
import { FirstDataProvider } from '../ssr/first-data';
import { useLiveRead, useLiveRow } from './live-read';

const PATH = '/api/recently-viewed';
const rendered: RecentlyViewedRow[] = [
  { productId: 1, viewedAt: 10 },
  { productId: 2, viewedAt: 20 },
];

let root: Root;
let container: HTMLElement;
/** What the components below did: how often the live query answered and what rendered. */
const seen = { answers: 0, listRenders: 0, rowRenders: [] as number[], states: [] as string[] };

beforeEach(async () => {
  await db.recentlyViewed.clear();
  Object.assign(seen, { answers: 0, listRenders: 0, rowRenders: [], states: [] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
});

const render = (node: React.ReactNode) =>
  flushSync(() => root.render(<FirstDataProvider value={{ [PATH]: rendered }}>{node}</FirstDataProvider>));

/** Each memoized row says when it renders: an equal answer handed out as new objects would render them all. */
const Row = memo(function Row({ row }: { row: RecentlyViewedRow }) {
  seen.rowRenders.push(row.productId);
  return <li>{`${row.productId}@${row.viewedAt}`}</li>;
});

function List() {
  seen.listRenders += 1;
  const rows = useLiveRead(
    async () => {
      const rows = await db.recentlyViewed.orderBy('productId').toArray();
      seen.answers += 1;
      // An empty table has not settled: the first data stands in.
      return rows.length > 0 ? rows : undefined;
    },
    [],
    { first: (answer) => answer<RecentlyViewedRow[]>(PATH) },
  );
  return (
    <ul>
      {rows?.map((row) => (
        <Row key={row.productId} row={row} />
      ))}
    </ul>
  );
}

function Count() {
  const rows = useLiveRead(() => db.recentlyViewed.toArray(), []);
  seen.states.push(String(rows?.length));
  return <p>{rows?.length ?? 'carregando'}</p>;
}

/** A Map answer, as the write states of a seller's record list are. */
function ViewedAt() {
  const byProduct = useLiveRead(
    async () => new Map((await db.recentlyViewed.toArray()).map((r) => [r.productId, r.viewedAt])),
    [],
  );
  return <p>{byProduct ? [...byProduct].join(';') : 'carregando'}</p>;
}

function Product() {
  const { row, deleted } = useLiveRow(2, async () => (await db.recentlyViewed.get(2)) ?? null, {
    first: (answer) => answer<RecentlyViewedRow[]>(PATH)?.[1],
  });
  const text = deleted ? 'removido' : row ? `${row.productId}@${row.viewedAt}` : String(row);
  seen.states.push(text);
  return <p>{text}</p>;
}

describe('the live read', () => {
  it("shows the page's first data, then the table's rows, without rendering equal rows again", async () => {
    render(<List />);
    // The first paint is the server's rows, before the table has answered.
    expect(container.textContent).toBe('1@102@20');
    await vi.waitFor(() => expect(seen.answers).toBe(1));

    // The sync writes the same rows into the table: the live query answers with new, equal objects, and the
    // list renders again with them.
    const before = seen.listRenders;
    await db.recentlyViewed.bulkPut(rendered.map((row) => ({ ...row })));
    await vi.waitFor(() => expect(seen.listRenders).toBeGreaterThan(before));
    expect(seen.answers).toBe(2);
    expect(container.textContent).toBe('1@102@20');
    expect(seen.rowRenders).toEqual([1, 2]);

    // The sync writes them once more: the query answers again, equal, and the list does not render.
    const settled = seen.listRenders;
    await db.recentlyViewed.bulkPut(rendered.map((row) => ({ ...row })));
    await vi.waitFor(() => expect(seen.answers).toBe(3));

    // A changed row renders the list once (not twice: the equal answer before it rendered nothing), and the
    // changed row alone.
    await db.recentlyViewed.put({ productId: 2, viewedAt: 30 });
    await vi.waitFor(() => expect(container.textContent).toBe('1@102@30'));
    expect(seen.listRenders).toBe(settled + 1);
    expect(seen.rowRenders).toEqual([1, 2, 2]);
  });

  it('hands out a Map answer anew when its entries change (the write states of a record list)', async () => {
    flushSync(() => root.render(<ViewedAt />));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    await db.recentlyViewed.put({ productId: 4, viewedAt: 1 });
    await vi.waitFor(() => expect(container.textContent).toBe('4,1'));
    await db.recentlyViewed.put({ productId: 4, viewedAt: 2 });
    await vi.waitFor(() => expect(container.textContent).toBe('4,2'));
  });

  it('without first data, is undefined while the query loads, then the rows', async () => {
    await db.recentlyViewed.put({ productId: 7, viewedAt: 1 });
    flushSync(() => root.render(<Count />));
    expect(container.textContent).toBe('carregando');
    await vi.waitFor(() => expect(container.textContent).toBe('1'));
    expect(seen.states[0]).toBe('undefined');
  });
});

describe('the live row', () => {
  it("stands in with the server's copy until the table has it, and says a row gone since is deleted", async () => {
    render(<Product />);
    // No local row yet (null): the server's copy still stands in.
    expect(container.textContent).toBe('2@20');
    await db.recentlyViewed.put({ productId: 2, viewedAt: 25 });
    await vi.waitFor(() => expect(container.textContent).toBe('2@25'));
    // Deleted by a delta: the older server copy does not come back.
    await db.recentlyViewed.delete(2);
    await vi.waitFor(() => expect(container.textContent).toBe('removido'));
    expect(seen.states).not.toContain('null');
  });
});
