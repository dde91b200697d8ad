/**
 * Photos kept on the device (a product's photos, a store's logo and cover): a photo the seller adds while
 * the upload cannot happen is stored in `localPhotos` and the form carries a local reference to it instead
 * of a URL. The reference is
 * shaped like a root-relative image path so the domain's product rules accept it unchanged; it never reaches
 * the server, because the queued write's `prepare` step uploads each photo and swaps the reference for the
 * server's URL before the write is sent (and saves the rewritten body, so the worker's queue and any replay
 * carry URLs). Uploads are content-hashed on the server: uploading the same bytes again yields the same URL,
 * so a replay after a crash between upload and send is harmless. Owns the photos' lifecycle: linked to the
 * write that carries them, deleted once that write is applied, kept when it is refused.
 */
import { productPhotoMessages } from '../../domain/product/messages';
import { db, type LocalPhotoRow, type PendingMutationRow } from '../db';
import { ApiError, requestJson } from '../http';
import type { Prepared } from './define';
import { requireUserId } from './engine';
import { waitingReason } from './replay-rules';

const PREFIX = '/local-photo/';
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const REF = /^\/local-photo\/([0-9a-f-]{36})\.jpg$/;

export const localPhotoRef = (id: string) => `${PREFIX}${id}.jpg`;

/** The photo id of a local reference, or null for a real URL. */
export function localPhotoId(value: string): string | null {
  return REF.exec(value)?.[1] ?? null;
}

/** Every local reference inside a write's body (any depth: `images` holds strings or `{ url }` objects). */
export function localRefsIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (localPhotoId(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return [...found];
}

/** A copy of `value` with each local reference found in `urls` replaced; the rest is left as it was. */
export function replaceLocalRefs<T>(value: T, urls: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return urls.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** Keeps a (re-encoded) photo on this device; answers the reference the form puts in its images. */
export async function keepLocalPhoto(blob: Blob, userId: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.localPhotos.add({ id, userId, blob, type: blob.type || 'image/jpeg', createdAt: Date.now() });
  return localPhotoRef(id);
}

/** The same, for the signed-in seller (the photo belongs to the user whose write will carry it). */
export function keepPhotoOnDevice(blob: Blob): Promise<string> {
  return keepLocalPhoto(blob, requireUserId());
}

export function readLocalPhoto(ref: string): Promise<LocalPhotoRow | undefined> {
  const id = localPhotoId(ref);
  return id ? db.localPhotos.get(id) : Promise.resolve(undefined);
}

/** A photo taken out of an open form before any write carried it: nothing else can refer to it. */
export async function discardLocalPhoto(ref: string): Promise<void> {
  const id = localPhotoId(ref);
  if (id)
    await db.localPhotos
      .where('id')
      .equals(id)
      .filter((p) => p.mutationId === undefined)
      .delete();
}

/** Inside the write's transaction: the photos its body refers to now travel with it. */
export async function linkLocalPhotos(body: unknown, mutationId: string): Promise<void> {
  const ids = localRefsIn(body).map((ref) => localPhotoId(ref) as string);
  if (ids.length > 0) await db.localPhotos.where('id').anyOf(ids).modify({ mutationId });
}

export type UploadResult = { url: string } | Exclude<Prepared, { body: unknown }>;

/**
 * POST /api/uploads through the page's request helper (spec 000 §7: it sends form data too; its 30 s timeout,
 * its error texts, its word to `connectivity`). Sent once, like every write: what cannot happen now waits for
 * the queued write that carries the photo. Judged as the replay rules judge a write: a 4xx is final, a lost
 * session waits for a new one, no answer or any other failure means "later".
 */
export async function uploadImageBlob(blob: Blob): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', blob, 'foto.jpg');
  try {
    const { data } = await requestJson<{ url?: unknown } | undefined>('/api/uploads', {
      method: 'POST',
      body: form,
    });
    return typeof data?.url === 'string' ? { url: data.url } : { wait: 'server' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isNetwork) return { wait: 'network' };
    if (error.status === 401) return { wait: 'auth' };
    // A limit says "not yet" with its reason, which the seller is shown; the photo waits with its write.
    const reason = waitingReason({ status: error.status, body: { message: error.message } });
    if (reason !== null) return { wait: 'server', reason };
    if (error.isFinal && !error.notApi) {
      const body = { message: error.message, code: error.code, details: error.details };
      return { refused: { status: error.status, body } };
    }
    return { wait: 'server' };
  }
}

/**
 * The `prepare` step of a write that may carry local photos: uploads each one not uploaded yet (remembering
 * its URL on the photo row) and answers the body with URLs. Stops at the first upload that must wait.
 */
export async function uploadLocalPhotos(
  row: Pick<PendingMutationRow, 'body'>,
  upload: (blob: Blob) => Promise<UploadResult> = uploadImageBlob,
): Promise<Prepared> {
  const refs = localRefsIn(row.body);
  if (refs.length === 0) return { body: row.body };
  const urls = new Map<string, string>();
  for (const ref of refs) {
    const photo = await readLocalPhoto(ref);
    if (!photo) {
      return {
        refused: {
          status: 422,
          body: { message: productPhotoMessages.missing, code: 'LOCAL_PHOTO_MISSING' },
        },
      };
    }
    let url = photo.url;
    if (!url) {
      const result = await upload(photo.blob);
      if (!('url' in result)) return result;
      url = result.url;
      await db.localPhotos.update(photo.id, { url });
    }
    urls.set(ref, url);
  }
  return { body: replaceLocalRefs(row.body, urls) };
}

/**
 * Photos nothing refers to any more, a day after they were taken (no form stays open that long): left in a
 * form never saved, or carried by a write that was refused and whose change the seller dropped. A photo is
 * still referred to while a queued write carries it, a product or store row shows it, or a kept refusal
 * (./refused.ts) holds it for the seller to fix and send again.
 */
async function sweepLocalPhotos(settling: string): Promise<void> {
  const old = await db.localPhotos
    .where('createdAt')
    .below(Date.now() - ABANDONED_AFTER_MS)
    .toArray();
  if (old.length === 0) return;
  const queued = new Set(
    (await db.pendingMutations.toCollection().primaryKeys()).filter((id) => id !== settling),
  );
  const shown = new Set([
    ...(await db.sellerProducts.toArray()).flatMap((p) => localRefsIn(p.images)),
    ...(await db.sellerStores.toArray()).flatMap((s) => localRefsIn([s.imageUrl, s.coverUrl])),
    ...(await db.refusedWrites.toArray()).flatMap((r) => localRefsIn(r.body)),
  ]);
  const loose = old.filter(
    (p) => !(p.mutationId && queued.has(p.mutationId)) && !shown.has(localPhotoRef(p.id)),
  );
  await db.localPhotos.bulkDelete(loose.map((p) => p.id));
}

/**
 * Inside the transaction that settles a write: once applied, its photos are on the server, so product and
 * store rows still showing their references (a later queued change kept the optimistic row) get the URLs,
 * and the blobs go. A refused write keeps them: the seller's change (and its photos) can still be fixed and sent again.
 */
export async function settleLocalPhotos(mutationId: string, outcome: 'applied' | 'refused'): Promise<void> {
  if (outcome === 'refused') return;
  await sweepLocalPhotos(mutationId);
  const photos = await db.localPhotos.where('mutationId').equals(mutationId).toArray();
  if (photos.length === 0) return;
  const urls = new Map(photos.flatMap((p) => (p.url ? [[localPhotoRef(p.id), p.url] as const] : [])));
  await db.sellerProducts
    .filter((product) => product.images.some((image) => urls.has(image)))
    .modify((product) => {
      product.images = replaceLocalRefs(product.images, urls);
    });
  await db.sellerStores
    .filter((store) => urls.has(store.imageUrl ?? '') || urls.has(store.coverUrl ?? ''))
    .modify((store) => {
      store.imageUrl = replaceLocalRefs(store.imageUrl, urls);
      store.coverUrl = replaceLocalRefs(store.coverUrl, urls);
    });
  await db.localPhotos.bulkDelete(photos.map((p) => p.id));
}
