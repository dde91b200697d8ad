/**
 * Image uploads: the type is decided by the file's magic bytes, never by the name or the client's
 * content-type, and the file is stored under its SHA-256, so the URL is immutable (served with a one-year
 * cache) and the same picture uploaded twice takes the space once.
 */

import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '../../src/domain/api/messages';
import { badRequest } from '../http/errors';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpg' | 'png' | 'webp';

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

export async function storeUpload(uploadsDir: string, bytes: Buffer): Promise<{ url: string }> {
  const kind = detectImageType(bytes);
  if (!kind) throw badRequest(uploadMessages.unsupportedType, 'UNSUPPORTED_IMAGE_TYPE');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
  const target = path.join(uploadsDir, name);
  await mkdir(uploadsDir, { recursive: true });
  const exists = await access(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    // Write then rename: a reader never sees half a file under the final name.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
  return { url: `/uploads/${name}` };
}
