/**
 * Responses are compressed for clients that accept it (the first visit on a slow line is mostly script bytes),
 * and compression never changes what the app's own hooks see: the ETag of a JSON answer is the same compressed
 * or not, and a conditional request still answers 304. The build's own compressed copies (.br, .gz beside a
 * file, vite.config.ts) are sent as they are, with the original file's headers.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const script = `export const greeting = ${JSON.stringify('Bom dia, feira! '.repeat(400))};\n`;
// index.html's placeholders (server/http/page-template.ts), so the server can build pages from it.
const shell = `<!doctype html><!--app-head--><title>Feira</title><div id="root"><!--app-html-->${'<p>Feira</p>'.repeat(200)}</div><!--app-data-->`;
const brotliMax = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'feira-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), shell);
  await writeFile(path.join(staticDir, 'assets/app-abc123.js'), script);
  // A built file with the build's compressed copies, as `npm run build` writes them.
  await writeFile(path.join(staticDir, 'assets/start-def456.js'), script);
  await writeFile(path.join(staticDir, 'assets/start-def456.js.br'), brotliMax(script));
  await writeFile(path.join(staticDir, 'assets/start-def456.js.gz'), gzipSync(script, { level: 9 }));
  await writeFile(path.join(staticDir, 'index.html.br'), brotliMax(shell));
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
});

afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** A GET of `url` by a client that accepts `encoding`. */
const get = (url: string, encoding: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-encoding': encoding, ...headers } });

describe('compression', () => {
  it('serves the scripts with brotli when accepted, and the same bytes once decoded', async () => {
    const res = await get('/assets/app-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy as it is, with the original file's type and caching", async () => {
    const br = await get('/assets/start-def456.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    // Byte for byte the copy on disk (quality 11), not a compression made for this request.
    expect(br.rawPayload.equals(brotliMax(script))).toBe(true);
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/start-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/start-def456.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // The app shell keeps its own caching when its copy is sent: revalidated on every load.
    for (const url of ['/index.html', '/conta/qualquer-rota']) {
      const page = await get(url, 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(shell);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends plain bytes to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('gzips JSON answers; the ETag does not depend on the encoding and a revalidation answers 304', async () => {
    const plain = await get('/api/products?limit=48', 'identity');
    const zipped = await get('/api/products?limit=48', 'gzip');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.etag).toBeDefined();
    expect(zipped.headers.etag).toBe(plain.headers.etag);

    const again = await get('/api/products?limit=48', 'gzip', {
      'if-none-match': String(zipped.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves small answers alone (below 1 KB compression costs more than it saves)', async () => {
    const res = await get('/api/categories/nao-existe', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
