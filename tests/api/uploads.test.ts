import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
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

describe(`uploads API (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'vendedor@feira.dev'));
    headers = { authorization: `Bearer ${(await createSession(t.database.db, user?.id ?? 0)).token}` };
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
});
