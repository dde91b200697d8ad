/**
 * Responses are compressed for clients that accept it (the first visit on a slow line is mostly script bytes),
 * and compression never changes what the app's own hooks see: the ETag of a JSON answer is the same compressed
 * or not, and a conditional request still answers 304.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const script = `export const greeting = ${JSON.stringify('Bom dia, feira! '.repeat(400))};\n`;
let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'feira-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Feira</title><div id="root"></div>',
  );
  await writeFile(path.join(staticDir, 'assets/app-abc123.js'), script);
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
});

afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('serves the scripts with brotli when accepted, and the same bytes once decoded', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends plain bytes to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('gzips JSON answers; the ETag does not depend on the encoding and a revalidation answers 304', async () => {
    const plain = await t.app.inject({
      url: '/api/products?limit=48',
      headers: { 'accept-encoding': 'identity' },
    });
    const zipped = await t.app.inject({
      url: '/api/products?limit=48',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.etag).toBeDefined();
    expect(zipped.headers.etag).toBe(plain.headers.etag);

    const again = await t.app.inject({
      url: '/api/products?limit=48',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves small answers alone (below 1 KB compression costs more than it saves)', async () => {
    const res = await t.app.inject({
      url: '/api/categories/nao-existe',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
