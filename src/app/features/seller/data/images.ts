/**
 * Product photos: re-encoded in the browser before upload (a phone photo of 8 MB goes up as a few hundred
 * KB), then sent to POST /api/uploads. A canvas re-encode rather than a library: createImageBitmap + canvas
 * are in every browser the app supports, and the job is one resize and one JPEG encode (JPEG because
 * Safari's canvas cannot encode WebP and the server accepts JPEG).
 */
import { z } from 'zod';
import { ApiError, parseResponse, readAuthToken } from '../../../../data/http';
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

const uploadAnswer = z.object({ url: z.string() });

/** Compresses and uploads one photo; answers its URL. Throws the server's or the network's Portuguese text. */
export async function uploadProductImage(file: Blob): Promise<string> {
  const body = new FormData();
  body.append('file', await compressImage(file), 'foto.jpg');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/uploads', { method: 'POST', body, headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError(messages.request.network, 0, 'NETWORK_ERROR', error);
  }
  const { data } = await parseResponse<unknown>(response);
  return uploadAnswer.parse(data).url;
}
