/**
 * Product photos: re-encoded in the browser before upload (a phone photo of 8 MB goes up as a few hundred
 * KB), then sent to POST /api/uploads. A canvas re-encode rather than a library: createImageBitmap + canvas
 * are in every browser the app supports, and the job is one resize and one JPEG encode (JPEG because
 * Safari's canvas cannot encode WebP and the server accepts JPEG).
 */
import { ApiError, errorFromBody } from '../../../../data/http';
import { keepPhotoOnDevice, tellWaiting, uploadImageBlob } from '../../../../data/mutations';
import { messages } from '../../../../domain/messages';

/** The longest side kept: sharp on a phone screen and on the product page's gallery. */
export const IMAGE_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.82;

export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d indisponível');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('falha ao codificar a imagem');
  return blob;
}

/** What adding one photo gave: its server URL, or a reference to the copy kept on this device. */
export interface AddedPhoto {
  url: string;
  /** True when the upload could not happen now: the photo travels with the product's queued write. */
  kept: boolean;
}

/**
 * Compresses and uploads one photo (a product's, a store's logo or cover). With no network (or a server that
 * cannot take it now) the compressed photo is kept on the device instead and sent with the write later. A refusal (type, size) or a lost
 * session throws the Portuguese text.
 */
export async function addDevicePhoto(file: Blob): Promise<AddedPhoto> {
  const compressed = await compressImage(file);
  const result = await uploadImageBlob(compressed);
  if ('url' in result) return { url: result.url, kept: false };
  if ('refused' in result) throw errorFromBody(result.refused.status, '', result.refused.body);
  if (result.wait === 'auth')
    throw new ApiError(messages.auth.sessionExpiredDescription, 401, 'UNAUTHORIZED');
  // Over the upload limit (429): kept like an offline photo, and the seller reads why.
  if (result.reason !== undefined) tellWaiting(result.reason);
  return { url: await keepPhotoOnDevice(compressed), kept: true };
}
