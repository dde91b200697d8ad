// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { requestJson } from '../../data/http';
import { pullSellerRecords } from '../../data/sync/seller';
import { jsonResponse, offline } from '../../data/test-responses';
import type { SellerCouponWire } from '../../domain/api/seller';
import { FirstDataProvider } from '../ssr/first-data';
import { useLiveRead } from './live-read';
import { useOnlineRead } from './online-read';

const coupon: SellerCouponWire = {
  id: 40,
  storeId: 3,
  storeName: 'Barraca da Ana',
  store: { id: 3, name: 'Barraca da Ana' },
  code: 'FEIRA10',
  description: 'Dez por cento',
  discountPercentage: 10,
  discountAmount: null,
  minimumPurchase: null,
  maxUsageCount: null,
  usageCount: 0,
  startTime: '2026-11-01T03:00:00.000Z',
  endTime: '2026-12-31T03:00:00.000Z',
  isActive: true,
  version: 1,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
};

let root: Root;
let container: HTMLElement;
/** What the components below expose to the tests. */
const probe = { refresh: () => {}, mounted: false, read: vi.fn(async () => 'asked') };

beforeEach(async () => {
  await Promise.all([db.sellerCoupons.clear(), db.sellerPromotions.clear(), db.syncState.clear()]);
  probe.mounted = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** A screen that must work offline: its online read pulls into a synced table, shown by a live read. */
function Coupons() {
  const pull = useOnlineRead('sellerRecords', () => pullSellerRecords(0));
  const coupons = useLiveRead(() => db.sellerCoupons.toArray(), []);
  return <p>{`${pull.status}:${coupons?.map((c) => c.code).join(',') ?? '…'}`}</p>;
}

function Search({ q }: { q: string }) {
  const read = useOnlineRead(
    `/api/search?q=${q}`,
    async (path) => (await requestJson<{ q: string }>(path, { retries: 0 })).data,
  );
  probe.refresh = read.refresh;
  return <p>{read.error ?? read.data?.q ?? read.status}</p>;
}

function Mode() {
  const mode = useOnlineRead('payment-mode', probe.read, {
    first: (answer) => answer<{ mode: string }>('/api/payment/config')?.mode,
  });
  return <p>{`${mode.status}:${mode.data}`}</p>;
}

/** Effects run in order: once this one has run, the read of the component before it would have started. */
function After() {
  useEffect(() => {
    probe.mounted = true;
  }, []);
  return null;
}

describe('the online read', () => {
  it('writes its answer into a synced table, which a live read shows again offline', async () => {
    const fetch = vi.fn(async (url: string) =>
      jsonResponse(200, url === '/api/seller/coupons' ? [coupon] : []),
    );
    vi.stubGlobal('fetch', fetch);
    flushSync(() => root.render(<Coupons />));
    await vi.waitFor(() => expect(container.textContent).toBe('ready:FEIRA10'));
    expect(fetch).toHaveBeenCalledWith('/api/seller/coupons', expect.anything());
    flushSync(() => root.unmount());

    // Reopened with no network: the read fails as unreachable, the table still has what it wrote.
    vi.stubGlobal('fetch', vi.fn(offline));
    root = createRoot(container);
    flushSync(() => root.render(<Coupons />));
    await vi.waitFor(() => expect(container.textContent).toBe('offline:FEIRA10'));
  });

  it('answers the error in Portuguese and reads again on refresh, never showing an older key', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        fail
          ? jsonResponse(500, { message: 'Erro interno do servidor', code: 'INTERNAL_ERROR' })
          : jsonResponse(200, { q: new URL(url, 'http://feira.test').searchParams.get('q') }),
      ),
    );
    flushSync(() => root.render(<Search q="pao" />));
    await vi.waitFor(() => expect(container.textContent).toBe('Erro interno do servidor'));
    fail = false;
    flushSync(() => probe.refresh());
    await vi.waitFor(() => expect(container.textContent).toBe('pao'));
    flushSync(() => root.render(<Search q="queijo" />));
    // The answer for "pao" is not the answer for "queijo".
    expect(container.textContent).toBe('loading');
    await vi.waitFor(() => expect(container.textContent).toBe('queijo'));
  });

  it("takes a server-rendered page's answer as its own and asks nothing", async () => {
    flushSync(() =>
      root.render(
        <FirstDataProvider value={{ '/api/payment/config': { mode: 'test' } }}>
          <Mode />
          <After />
        </FirstDataProvider>,
      ),
    );
    expect(container.textContent).toBe('ready:test');
    await vi.waitFor(() => expect(probe.mounted).toBe(true));
    expect(probe.read).not.toHaveBeenCalled();
  });
});
