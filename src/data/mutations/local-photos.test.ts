import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ProductWire } from '../../domain/api/catalogue';
import { limitMessages, uploadMessages } from '../../domain/api/messages';
import { db, type LocalPhotoRow } from '../db';
import { jsonResponse } from '../test-responses';
import { applyOutcomes, pumpMutations, settleMutations } from './engine';
import { changeSellerProduct, createSellerProduct } from './index';
import {
  discardLocalPhoto,
  keepLocalPhoto,
  localPhotoId,
  localPhotoRef,
  localRefsIn,
  replaceLocalRefs,
  settleLocalPhotos,
} from './local-photos';
import { mutationTestBed } from './test-bed';
import { refusedWriteRow, sellerProductRow } from './test-rows';

const product = sellerProductRow();

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });

/** A fake network: uploads answer by the queue given, product writes echo the body as the server's row. */
function network(uploads: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; key: string | null; body: unknown }[] = [];
  let productsUp = true;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = new Headers(init.headers).get('Idempotency-Key');
    if (url === '/api/uploads') {
      calls.push({ url, key, body: null });
      const next = uploads.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }
    const body = JSON.parse(String(init.body));
    calls.push({ url, key, body });
    if (!productsUp) throw new TypeError('Failed to fetch');
    const images = (body.images as { url: string }[]).map((i) => i.url);
    return jsonResponse(201, {
      product: { ...product, id: 90, name: body.name, images } satisfies ProductWire,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    setProductsUp: (up: boolean) => {
      productsUp = up;
    },
  };
}

async function createWithPhotos(count: number) {
  const refs: string[] = [];
  for (let i = 0; i < count; i++) refs.push(await keepLocalPhoto(photo(), 7));
  const images = refs.map((url, index) => ({ url, isPrimary: index === 0 }));
  const row = await createSellerProduct({
    row: { ...product, images: refs },
    body: { storeId: 3, name: product.name, images },
  });
  return { refs, row };
}

const toasts = mutationTestBed();

describe('local references', () => {
  it('finds and replaces only local references, at any depth, without touching the original', () => {
    const a = localPhotoRef('0b5e8a52-8a9a-4c8e-9d0e-1f7c2a3b4c5d');
    const b = localPhotoRef('9f0e1d2c-3b4a-4c5d-8e7f-6a5b4c3d2e1f');
    const body = {
      name: 'Couve',
      images: [{ url: a, isPrimary: true }, { url: '/uploads/x.jpg' }, b],
      note: a,
    };
    expect(localRefsIn(body)).toEqual([a, b]);
    const replaced = replaceLocalRefs(body, new Map([[a, '/uploads/a.jpg']]));
    expect(replaced).toEqual({
      name: 'Couve',
      images: [{ url: '/uploads/a.jpg', isPrimary: true }, { url: '/uploads/x.jpg' }, b],
      note: '/uploads/a.jpg',
    });
    expect(body.images[0]).toEqual({ url: a, isPrimary: true });
    expect(localPhotoId('/uploads/a.jpg')).toBeNull();
    expect(localPhotoId('/local-photo/nao-e-um-id.jpg')).toBeNull();
  });
});

describe('a product created offline with photos', () => {
  it('waits while the upload cannot happen: nothing is sent, the photos stay linked to the write', async () => {
    const net = network([]);
    const { refs, row } = await createWithPhotos(2);
    await settleMutations();
    expect(net.calls.map((c) => c.url)).toEqual(['/api/uploads']);
    const stored = await db.pendingMutations.get(row.id);
    expect(stored?.state).toBe('pending');
    expect(localRefsIn(stored?.body)).toEqual(refs);
    expect((await db.localPhotos.toArray()).map((p) => p.mutationId)).toEqual([row.id, row.id]);
    expect((await db.sellerProducts.get(-5))?.images).toEqual(refs);
  });

  it('uploads each photo, sends URLs with the original key, then deletes the blobs', async () => {
    const net = network([
      () => jsonResponse(201, { url: '/uploads/aaa.jpg' }),
      () => jsonResponse(201, { url: '/uploads/bbb.jpg' }),
    ]);
    const { row } = await createWithPhotos(2);
    await settleMutations();
    await applyOutcomes();
    const sent = net.calls.filter((c) => c.url === '/api/products');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBe(row.id);
    expect(sent[0]?.body).toMatchObject({
      images: [
        { url: '/uploads/aaa.jpg', isPrimary: true },
        { url: '/uploads/bbb.jpg', isPrimary: false },
      ],
    });
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.localPhotos.count()).toBe(0);
    expect(await db.sellerProducts.get(-5)).toBeUndefined();
    expect((await db.sellerProducts.get(90))?.images).toEqual(['/uploads/aaa.jpg', '/uploads/bbb.jpg']);
  });

  it('after a failure between upload and send, the replay sends the saved URLs without uploading again', async () => {
    const net = network([() => jsonResponse(201, { url: '/uploads/aaa.jpg' })]);
    net.setProductsUp(false);
    const { row } = await createWithPhotos(1);
    await settleMutations();
    const saved = await db.pendingMutations.get(row.id);
    expect(saved?.state).toBe('pending');
    expect(saved?.body).toMatchObject({ images: [{ url: '/uploads/aaa.jpg' }] });
    expect((await db.localPhotos.toArray())[0]?.url).toBe('/uploads/aaa.jpg');

    net.setProductsUp(true);
    await pumpMutations();
    await applyOutcomes();
    expect(net.calls.filter((c) => c.url === '/api/uploads')).toHaveLength(1);
    const sent = net.calls.filter((c) => c.url === '/api/products');
    expect(sent.map((c) => c.key)).toEqual([row.id, row.id]);
    expect(await db.localPhotos.count()).toBe(0);
  });

  it('a refused upload settles the write as refused with the server text and keeps the photo', async () => {
    const net = network([
      () => jsonResponse(400, { message: uploadMessages.unsupportedType, code: 'UNSUPPORTED_TYPE' }),
    ]);
    const { row } = await createWithPhotos(1);
    await settleMutations();
    await applyOutcomes();
    expect(net.calls.filter((c) => c.url === '/api/products')).toHaveLength(0);
    expect(await db.pendingMutations.get(row.id)).toBeUndefined();
    expect(toasts.map((t) => t.description)).toContain(uploadMessages.unsupportedType);
    expect(await db.localPhotos.count()).toBe(1);
  });

  it('a server error on upload keeps the write pending (tried again later)', async () => {
    network([() => jsonResponse(503, { message: 'indisponível' })]);
    const { row } = await createWithPhotos(1);
    await settleMutations();
    expect((await db.pendingMutations.get(row.id))?.state).toBe('pending');
    expect(await db.localPhotos.count()).toBe(1);
  });

  it('an upload over the limit (429) keeps the write pending with its photo and tells the reason', async () => {
    const reason = limitMessages.uploads(12);
    network([() => jsonResponse(429, { message: reason, code: 'RATE_LIMITED' })]);
    const { row } = await createWithPhotos(1);
    await settleMutations();
    expect(await db.pendingMutations.get(row.id)).toMatchObject({ state: 'pending', waiting: reason });
    expect(await db.localPhotos.count()).toBe(1);
    expect(toasts.map((t) => t.description)).toEqual([reason]);
  });
});

describe('settling local photos', () => {
  it('applied: rows still showing the reference get the URL and the blob goes; refused: kept', async () => {
    const ref = await keepLocalPhoto(photo(), 7);
    const id = localPhotoId(ref) as string;
    await db.localPhotos.update(id, { mutationId: 'm1', url: '/uploads/aaa.jpg' });
    await db.sellerProducts.put({ ...product, id: 12, images: ['/uploads/old.jpg', ref] });

    await settleLocalPhotos('m1', 'refused');
    expect(await db.localPhotos.count()).toBe(1);

    await settleLocalPhotos('m1', 'applied');
    expect(await db.localPhotos.count()).toBe(0);
    expect((await db.sellerProducts.get(12))?.images).toEqual(['/uploads/old.jpg', '/uploads/aaa.jpg']);
  });

  it('a later change that still uses the photo takes it over: the first write settling does not delete it', async () => {
    network([]);
    const ref = await keepLocalPhoto(photo(), 7);
    const current = { ...product, id: 12, version: 3 };
    const first = await changeSellerProduct({
      current,
      next: { ...current, images: [ref] },
      change: 'update',
      body: { images: [{ url: ref, isPrimary: true }] },
    });
    const second = await changeSellerProduct({
      current: { ...current, images: [ref] },
      next: { ...current, images: [ref], name: 'Couve Nova' },
      change: 'update',
      body: { name: 'Couve Nova', images: [{ url: ref, isPrimary: true }] },
    });
    expect((await db.localPhotos.toArray())[0]?.mutationId).toBe(second.id);
    await settleLocalPhotos(first.id, 'applied');
    expect(await db.localPhotos.count()).toBe(1);
  });
});

describe('photos no write carries', () => {
  it('a photo removed from the form goes at once; one already carried by a queued write stays', async () => {
    network([]);
    const loose = await keepLocalPhoto(photo(), 7);
    const { refs } = await createWithPhotos(1);
    await discardLocalPhoto(loose);
    await discardLocalPhoto(refs[0] as string);
    expect((await db.localPhotos.toArray()).map((p) => localPhotoRef(p.id))).toEqual(refs);
  });

  it('a day later, photos nothing refers to are swept when a write settles; referred ones stay', async () => {
    const dayAgo = Date.now() - 25 * 60 * 60 * 1000;
    const keep = async (patch: Partial<LocalPhotoRow>) => {
      const ref = await keepLocalPhoto(photo(), 7);
      await db.localPhotos.update(localPhotoId(ref) as string, { createdAt: dayAgo, ...patch });
      return ref;
    };
    const fresh = await keepLocalPhoto(photo(), 7);
    await keep({}); // left in a form never saved
    await keep({ mutationId: 'refused-and-dropped' });
    const queued = await keep({ mutationId: 'q1' });
    await db.pendingMutations.add({
      id: 'q1',
      userId: 7,
      kind: 'sellerProduct.update',
      target: 'sellerProduct:12',
      seq: 1,
      method: 'PUT',
      url: '/api/products/12',
      snapshot: [],
      state: 'pending',
      createdAt: dayAgo,
    });
    const shown = await keep({ mutationId: 'settled-earlier' });
    const inConflict = await keep({ mutationId: 'refused' });
    await db.sellerProducts.put({ ...product, id: 12, images: [shown] });
    await db.refusedWrites.put(
      refusedWriteRow({
        kind: 'sellerProduct.update',
        target: 'sellerProduct:13',
        ref: { family: 'sellerProduct', key: 13 },
        url: '/api/products/13',
        body: { images: [{ url: inConflict }] },
        code: 'VERSION_CONFLICT',
        title: 'Falha ao salvar produto',
      }),
    );
    await settleLocalPhotos('m1', 'applied');
    const left = (await db.localPhotos.toArray()).map((p) => localPhotoRef(p.id)).sort();
    expect(left).toEqual([fresh, queued, shown, inConflict].sort());
  });
});
