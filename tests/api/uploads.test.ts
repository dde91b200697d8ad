import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillVariants } from '../../server/services/catalogue/uploads';
import { uploadMessages } from '../../src/domain/api/messages';
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, imageVariantUrl } from '../../src/domain/image/responsive';
import { sessionFor } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----feira-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A photo with detail (noise), so the encoder cannot cheat on flat colour. */
const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#c0643d',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    [format]()
    .toBuffer();

/**
 * A real decompression bomb: a valid 1-bit PNG of 30000×30000 white pixels (900 MP) whose zero rows
 * deflate to well under 5 MB.
 */
function pngBomb(side = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 + zero pixels, every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe(`uploads API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await sessionFor(t.database, 'vendedor')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (filename: string, type: string, bytes: Buffer, auth = headers) => {
    const body = multipart(filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('stores a real PNG under its SHA-256 and serves it immutable', async () => {
    const png = await readFile(path.resolve('public/icons/icon-192.png')).catch(() =>
      // A minimal 1×1 PNG when the icons are not generated.
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const res = await upload('foto.png', 'image/png', png);
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await upload('outra.png', 'image/png', png);
    expect(again.json().url).toBe(res.json().url);
  });

  it('refuses a text file renamed .png, an oversized image and anonymous uploads', async () => {
    const fake = await upload('foto.png', 'image/png', Buffer.from('isto não é uma imagem'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      message: 'Formato de imagem não suportado. Envie JPEG, PNG ou WebP.',
      code: 'UNSUPPORTED_IMAGE_TYPE',
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const tooLarge = await upload('grande.jpg', 'image/jpeg', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'A imagem deve ter no máximo 5 MB', code: 'FILE_TOO_LARGE' });
    const anonymous = await upload('foto.png', 'image/png', Buffer.from('x'), {});
    expect(anonymous.statusCode).toBe(401);
  });

  const variants = (url: string) => IMAGE_WIDTHS.map((width) => imageVariantUrl(url, width) ?? '');

  it('writes WebP copies at every width beside the original, served immutable', async () => {
    const jpeg = await photo(1200, 900, 'jpeg');
    const res = await upload('feira.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.jpg$/) });
    for (const [i, url] of variants(res.json().url).entries()) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}-\d+w\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(IMAGE_WIDTHS[i]);
      expect(meta.height).toBe(((IMAGE_WIDTHS[i] ?? 0) * 3) / 4);
    }
  });

  it('never upscales: a copy wider than a small original is written at its width', async () => {
    const small = await photo(300, 200, 'png');
    const res = await upload('pequena.png', 'image/png', small);
    expect(res.statusCode).toBe(201);
    const widths = await Promise.all(
      variants(res.json().url).map(async (url) => {
        const served = await t.app.inject({ method: 'GET', url });
        return (await sharp(served.rawPayload).metadata()).width;
      }),
    );
    expect(widths).toEqual(IMAGE_WIDTHS.map((w) => Math.min(w, 300)));
    // The same bytes again: same URL, the copies stay as they are.
    const again = await upload('de-novo.png', 'image/png', small);
    expect(again.json().url).toBe(res.json().url);
  });

  it('refuses a decompression bomb and a corrupt image with a Portuguese message, storing nothing', async () => {
    const before = await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => []);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const refused = await upload('bomba.png', 'image/png', bomb);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: uploadMessages.tooManyPixels(IMAGE_MAX_PIXELS),
    });
    expect(refused.json().message).toContain('megapixels');

    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const unreadable = await upload('corrompida.jpg', 'image/jpeg', corrupt);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ code: 'UNREADABLE_IMAGE', message: uploadMessages.unreadable });

    expect(await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [])).toEqual(before);
    // The server is still up and takes the next photo.
    const next = await upload('foto.png', 'image/png', await photo(64, 48, 'png'));
    expect(next.statusCode).toBe(201);
  });

  it('a server started on uploads stored before the copies existed writes their copies, once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feira-backfill-'));
    try {
      const dir = path.join(dataDir, 'uploads');
      await mkdir(dir, { recursive: true });
      const old = await photo(640, 480, 'png');
      const name = `${createHash('sha256').update(old).digest('hex')}.png`;
      await writeFile(path.join(dir, name), old);
      // Closing waits for the background backfill the start-up began.
      const earlier = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } });
      await earlier.close();
      const files = await readdir(dir);
      for (const url of variants(`/uploads/${name}`)) expect(files).toContain(path.basename(url));
      expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      expect(await backfillVariants(dir)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
