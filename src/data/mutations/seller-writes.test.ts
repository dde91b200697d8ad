import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreWire } from '../../domain/api/catalogue';
import type { SellerCouponWire } from '../../domain/api/seller';
import { storeWire } from '../../domain/api/test-wires';
import { productFailureMessages } from '../../domain/product/failure-messages';
import { db, type SellerCouponRow, type SellerStoreRow } from '../db';
import { pullSellerRecords } from '../sync/seller';
import { jsonResponse, offline } from '../test-responses';
import { pumpMutations, settleMutations } from './engine';
import {
  changeSellerProduct,
  changeSellerStore,
  couponWrites,
  createSellerStore,
  deleteSellerProduct,
  deleteSellerStore,
} from './index';
import { keepLocalPhoto } from './local-photos';
import { mutationTestBed } from './test-bed';
import { sellerProductRow } from './test-rows';

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

const store: SellerStoreRow = storeWire({
  id: -9,
  ownerId: 7,
  name: 'Barraca Nova',
  address: 'Rua da Feira, 3',
  version: 1,
  createdAt: '2026-11-26T06:00:00.000Z',
  updatedAt: '2026-11-26T06:00:00.000Z',
});

const toasts = mutationTestBed();

beforeEach(async () => {
  await db.sellerCoupons.put(coupon);
});

const savedItem = () => db.sellerCoupons.get(40);

/** A server that keeps one coupon's version: If-Match must name the current one; every edit moves it on. */
function couponServer() {
  let version = 1;
  const seen: { ifMatch: string | null; status: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const ifMatch = new Headers(init.headers).get('If-Match');
      if (ifMatch !== null && ifMatch !== `"${version}"`) {
        seen.push({ ifMatch, status: 409 });
        return jsonResponse(409, {
          message: 'O cupom foi alterado em outro aparelho.',
          code: 'VERSION_CONFLICT',
        });
      }
      version += 1;
      seen.push({ ifMatch, status: 200 });
      return jsonResponse(200, { ...coupon, ...JSON.parse(String(init.body)), version });
    }),
  );
  return seen;
}

describe('queued coupon edits', () => {
  it('a no-op edit acknowledged by the server does not make the next queued edit a conflict', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    // The same values again (a save with nothing changed), then a real change, both queued offline.
    await couponWrites.update({ current: coupon, next: coupon, body: { description: coupon.description } });
    const afterFirst = (await savedItem()) as SellerCouponRow;
    const next = { ...afterFirst, description: 'Quinze por cento' };
    await couponWrites.update({
      current: afterFirst,
      next,
      body: { description: 'Quinze por cento' },
    });
    await settleMutations();
    const seen = couponServer();
    await pumpMutations();
    await settleMutations();
    expect(seen).toEqual([
      { ifMatch: '"1"', status: 200 },
      { ifMatch: '"2"', status: 200 },
    ]);
    expect(await savedItem()).toMatchObject({ description: 'Quinze por cento', version: 3 });
    expect(await db.refusedWrites.count()).toBe(0);
    expect(toasts).toEqual([]);
  });
});

describe('queued coupon delete', () => {
  it('hides the coupon at once, survives a pull, and is gone once the server agrees', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    const row = await couponWrites.remove({ current: coupon });
    expect(row).toMatchObject({ method: 'DELETE', url: '/api/seller/coupons/40' });
    expect(await db.sellerCoupons.count()).toBe(0);
    // A pull made meanwhile (the server still lists it) does not bring it back.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(200, url === '/api/seller/coupons' ? [coupon] : [])),
    );
    expect(await pullSellerRecords(0)).toBe(true);
    expect(await db.sellerCoupons.count()).toBe(0);

    const fetch = vi.fn(async () =>
      jsonResponse(200, { success: true, message: 'Cupom excluído com sucesso' }),
    );
    vi.stubGlobal('fetch', fetch);
    await pumpMutations();
    await settleMutations();
    expect(fetch).toHaveBeenCalledTimes(1);
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Idempotency-Key')).toBe(row.id);
    expect(await db.sellerCoupons.count()).toBe(0);
  });

  it('a 404 (deleted elsewhere) removes it silently; another refusal brings it back with the reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Cupom não encontrado', code: 'NOT_FOUND' })),
    );
    await couponWrites.remove({ current: coupon });
    await settleMutations();
    expect(await db.sellerCoupons.count()).toBe(0);
    expect(toasts).toEqual([]);

    await db.sellerCoupons.put(coupon);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'Acesso negado', code: 'FORBIDDEN' })),
    );
    await couponWrites.remove({ current: coupon });
    await settleMutations();
    expect(await db.sellerCoupons.toArray()).toEqual([coupon]);
    expect(toasts.map((t) => [t.title, t.description])).toEqual([['Erro ao excluir cupom', 'Acesso negado']]);
    expect(await db.refusedWrites.toArray()).toMatchObject([
      { kind: 'sellerCoupon.delete', target: 'sellerCoupon:40', message: 'Acesso negado' },
    ]);
  });
});

describe('queued store writes', () => {
  it('a store created offline with a logo kept on the device is sent once, with the uploaded URL', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    const logo = await keepLocalPhoto(new Blob([new Uint8Array([0xff, 0xd8, 1])], { type: 'image/jpeg' }), 7);
    const row = await createSellerStore({
      row: { ...store, imageUrl: logo },
      body: { name: store.name, category: 'comida', address: store.address, imageUrl: logo },
    });
    await settleMutations();
    expect(await db.sellerStores.get(-9)).toMatchObject({ imageUrl: logo, pendingMutationId: row.id });

    const sent: { url: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/uploads') return jsonResponse(201, { url: '/uploads/logo-1.jpg' });
        const body = JSON.parse(String(init.body));
        sent.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body });
        const saved: StoreWire = { ...store, id: 31, imageUrl: body.imageUrl };
        return jsonResponse(201, { store: saved, message: 'Loja criada com sucesso' });
      }),
    );
    await pumpMutations();
    await settleMutations();
    expect(sent).toEqual([
      {
        url: '/api/seller/stores',
        key: row.id,
        body: expect.objectContaining({ imageUrl: '/uploads/logo-1.jpg' }),
      },
    ]);
    expect(await db.sellerStores.get(-9)).toBeUndefined();
    expect(await db.sellerStores.get(31)).toMatchObject({ imageUrl: '/uploads/logo-1.jpg' });
    expect(await db.localPhotos.count()).toBe(0);
  });

  it('a store delete refused while reservations are pending puts the store back with the server text', async () => {
    const saved = { ...store, id: 31 };
    await db.sellerStores.put(saved);
    vi.stubGlobal('fetch', vi.fn(offline));
    await deleteSellerStore({ current: saved });
    await settleMutations();
    expect(await db.sellerStores.get(31)).toBeUndefined();
    const message = 'Não é possível excluir a loja com reservas pendentes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { message, code: 'STORE_HAS_RESERVATIONS' })),
    );
    await pumpMutations();
    await settleMutations();
    expect(await db.sellerStores.get(31)).toMatchObject({ name: 'Barraca Nova' });
    expect(toasts.map((t) => [t.title, t.description])).toEqual([['Erro ao excluir loja', message]]);
  });

  it('a stale location edit is kept with its path, for the conflict screen', async () => {
    const saved = { ...store, id: 31, version: 2 };
    await db.sellerStores.put(saved);
    const message = 'A loja foi alterada em outro aparelho. Compare as versões e escolha qual manter.';
    const fetch = vi.fn(async () => jsonResponse(409, { message, code: 'VERSION_CONFLICT' }));
    vi.stubGlobal('fetch', fetch);
    const body = { address: 'Rua Nova, 5', latitude: -23.5, longitude: -46.6 };
    await changeSellerStore({ current: saved, next: { ...saved, ...body }, path: '/location', body });
    await settleMutations();
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('If-Match')).toBe('"2"');
    expect(await db.sellerStores.get(31)).toMatchObject({ address: store.address, version: 2 });
    expect(await db.refusedWrites.toArray()).toMatchObject([
      {
        target: 'sellerStore:31',
        url: '/api/seller/stores/31/location',
        body,
        message,
        code: 'VERSION_CONFLICT',
      },
    ]);
  });
});

describe('refused product writes', () => {
  const product = sellerProductRow({ id: 12, stock: 10, version: 2 });

  it("say spec 001's repository failure over the server's reason, and put the product back", async () => {
    await db.sellerProducts.put(product);
    const refused = { message: 'Preço do produto deve ser maior que zero', code: 'VALIDATION_ERROR' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, refused)),
    );
    await changeSellerProduct({
      current: product,
      next: { ...product, price: 0 },
      change: 'update',
      body: { price: 0 },
    });
    await settleMutations();
    expect((await db.sellerProducts.get(12))?.price).toBe(4.5);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'Acesso negado', code: 'FORBIDDEN' })),
    );
    await deleteSellerProduct({ current: product });
    await settleMutations();
    expect(await db.sellerProducts.get(12)).toMatchObject({ id: 12, name: 'Couve Manteiga' });
    expect(toasts.map((t) => [t.title, t.description])).toEqual([
      [productFailureMessages.save, refused.message],
      [productFailureMessages.remove, 'Acesso negado'],
    ]);
  });
});
