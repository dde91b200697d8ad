/**
 * Image uploads: the type is decided by the file's magic bytes, never by the name or the client's
 * content-type, and the file is stored under its SHA-256, so the URL is immutable (served with a one-year
 * cache) and the same picture uploaded twice takes the space once. Beside it go WebP copies at the domain's
 * IMAGE_WIDTHS, named by the domain's convention, so screens derive their `srcset` from the URL.
 */

import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { uploadMessages } from '../../../src/domain/api/messages';
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, imageVariantUrl } from '../../../src/domain/image/responsive';
import { badRequest, HttpError } from '../../http/errors';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpg' | 'png' | 'webp';

// One libvips thread per image and one image at a time per process: a burst of uploads queues instead of
// decoding several 40 MP photos at once (each up to ~160 MB) on a small server. Decoded images are not
// cached: each upload is new.
sharp.concurrency(1);
sharp.cache(false);
const encoding = pLimit(1);

export function detectImageType(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Write then rename: a reader never sees half a file under the final name. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

/**
 * The WebP copies of `bytes` at every IMAGE_WIDTHS, never wider than the original (a small photo repeats its
 * own width, so every name of the convention exists). Refuses, with the domain's texts, an image whose header
 * declares more than IMAGE_MAX_PIXELS (checked before any pixel is decoded) and bytes that do not decode.
 */
export function encodeVariants(bytes: Buffer): Promise<Array<{ width: number; data: Buffer }>> {
  return encoding(async () => {
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    try {
      const { width, height } = await image.metadata();
      if (!width || !height) throw new Error('no dimensions');
      if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
      return await Promise.all(
        IMAGE_WIDTHS.map(async (target) => ({
          width: target,
          data: await image
            .clone()
            .rotate() // applies the EXIF orientation a phone camera writes, before the EXIF is dropped
            .resize({ width: target, withoutEnlargement: true })
            .webp({ quality: 78, effort: 4 })
            .toBuffer(),
        })),
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (String((error as Error).message).includes('pixel limit')) throw tooManyPixels();
      throw badRequest(uploadMessages.unreadable, 'UNREADABLE_IMAGE');
    }
  });
}

const tooManyPixels = () =>
  new HttpError(413, 'IMAGE_TOO_MANY_PIXELS', uploadMessages.tooManyPixels(IMAGE_MAX_PIXELS));

/** Writes the WebP copies of the stored image `name` unless they all exist; true when it wrote them. */
async function writeVariants(uploadsDir: string, name: string, bytes: Buffer): Promise<boolean> {
  const files = IMAGE_WIDTHS.map((width) => variantFile(uploadsDir, name, width));
  const present = await Promise.all(files.map(exists));
  if (present.every(Boolean)) return false;
  const variants = await encodeVariants(bytes);
  await Promise.all(variants.map((v, i) => writeAtomically(files[i] as string, v.data)));
  return true;
}

function variantFile(uploadsDir: string, name: string, width: number): string {
  const url = imageVariantUrl(`/uploads/${name}`, width);
  if (!url) throw new Error(`upload name outside the convention: ${name}`);
  return path.join(uploadsDir, path.basename(url));
}

export async function storeUpload(uploadsDir: string, bytes: Buffer): Promise<{ url: string }> {
  const kind = detectImageType(bytes);
  if (!kind) throw badRequest(uploadMessages.unsupportedType, 'UNSUPPORTED_IMAGE_TYPE');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
  await mkdir(uploadsDir, { recursive: true });
  // The copies first: once the original's URL can be handed out, its srcset already resolves. A refused image
  // leaves nothing behind.
  await writeVariants(uploadsDir, name, bytes);
  const target = path.join(uploadsDir, name);
  if (!(await exists(target))) await writeAtomically(target, bytes);
  return { url: `/uploads/${name}` };
}

/**
 * Uploads stored before the WebP copies existed get them once (run at start-up, in the background). Replicas
 * sharing DATA_DIR may do the same file at once: the copies are deterministic and written atomically.
 * Returns how many images got their copies.
 */
export async function backfillVariants(uploadsDir: string): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  let done = 0;
  for (const name of names) {
    if (!imageVariantUrl(`/uploads/${name}`, IMAGE_WIDTHS[0])) continue;
    try {
      if (await writeVariants(uploadsDir, name, await readFile(path.join(uploadsDir, name)))) done++;
    } catch {
      // An unreadable old upload keeps only its original: screens still show `src`, its variants 404.
    }
  }
  return done;
}
