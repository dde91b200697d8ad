import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

const PUBLIC_PAGES = ['/', '/products/1', '/stores/1', '/promotions'];

/**
 * A first visit of `path` (a new browser profile, nothing cached), watched by `watch` from the start, until it
 * has hydrated and the network is idle. The caller closes the context.
 */
async function firstVisit(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  watch: (page: Page) => void,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  watch(page);
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Deterministic budget: every script the first route loads, gzipped, and never Firebase in it. */
const BUDGET_BYTES = 170 * 1024;

test('the first route loads at most 170 KB of gzipped JavaScript, React DOM in it and no Firebase', async ({
  page,
}) => {
  const scripts = new Map<string, Buffer>();
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') && response.url().includes('/assets/')) {
      encodings.set(response.url(), response.headers()['content-encoding']);
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto('/');
  await expect(page.locator('.product-grid .product-card h3').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts].map(([url, body]) => ({ url, gzip: gzipSync(body, { level: 9 }).length, body }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const perFile = sizes.map((s) => `${s.url.replace(/.*\/assets\//, '')} ${(s.gzip / 1024).toFixed(1)} KB`);
  console.log(`first route JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total, perFile.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  for (const { url, body } of sizes) {
    expect(url).not.toMatch(/firebase/i);
    expect(body.toString('utf8')).not.toMatch(/@firebase\/|firebaseinstallations\.googleapis/);
  }
  // The page hydrates with React DOM (its hydrateRoot, a name minification keeps), and nothing of Preact.
  expect(sizes.some(({ body }) => body.toString('utf8').includes('hydrateRoot'))).toBe(true);
  for (const { url, body } of sizes) expect(body.toString('utf8'), url).not.toMatch(/preact/i);
  // Sent as the build's Brotli copies (vite.config.ts, compression).
  for (const { url } of sizes) expect(encodings.get(url), url).toBe('br');
});

test('nothing the build ships holds Preact', () => {
  const assets = path.resolve(import.meta.dirname, '../../dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts)
    expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toMatch(/preact/i);
});

/**
 * The shopper's public pages hydrate without the validation library (zod, ~26 KB gzipped and tens of
 * milliseconds to evaluate on a phone) and without the mutation layer: forms and writes load on first use.
 */
test('the home, product, store and promotions pages load no validation library', async ({
  browser,
  baseURL,
}) => {
  for (const path of PUBLIC_PAGES) {
    const withZod: string[] = [];
    const scripts: Promise<void>[] = [];
    const { context } = await firstVisit(browser, baseURL, path, (page) =>
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript') || !response.url().includes('/assets/')) return;
        scripts.push(
          response.text().then((body) => {
            // zod 4 keeps its internals under `_zod`, a property name minification leaves alone.
            if (body.includes('_zod')) withZod.push(response.url().replace(/.*\/assets\//, ''));
          }),
        );
      }),
    );
    await Promise.all(scripts);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(withZod, path).toEqual([]);
    await context.close();
  }
});

/**
 * A phone on 3G pays a round trip per request over a few connections: the page names its stylesheet and
 * code in its head, and asks for each file once.
 */
test('a public page asks for each of its files once', async ({ browser, baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const requested: string[] = [];
    const { context } = await firstVisit(browser, baseURL, path, (page) =>
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/assets/')) requested.push(url.pathname);
      }),
    );
    expect(requested.length, path).toBeGreaterThan(0);
    expect(
      requested.filter((file, i) => requested.indexOf(file) !== i),
      path,
    ).toEqual([]);
    await context.close();
  }
});

/**
 * A browser opens six connections to a host: a public page's code comes in one round over them. Fails when the
 * build splits the first screen again (vite.config.ts: the server-rendered routes are not code-split and the
 * entry's static imports are one file).
 */
const FIRST_SCREEN_SCRIPTS = 6;

test('a public page loads its code in at most six script files', async ({ browser, baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const scripts = new Set<string>();
    const { context } = await firstVisit(browser, baseURL, path, (page) =>
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
          scripts.add(url.pathname);
      }),
    );
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(FIRST_SCREEN_SCRIPTS);
    await context.close();
  }
});

/**
 * A new connection delivers 10 TCP segments (~14.6 KB) in its first round trip, then waits a round trip for
 * more: a page's compressed HTML (with its response headers) over that arrives one round trip later (~150 ms
 * on a phone's 4G, and everything the head asks for with it). The home page, the largest, fits since its
 * product lists carry what a card shows (src/domain/first-screen.ts) and pages are compressed at Brotli 5.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

test("each public page's HTML fits in a new connection's first round trip", async ({ baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const { encoding, bytes } = await new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
      get(new URL(path, baseURL), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        // The status line and the headers as they travel: "name: value\r\n" each, then an empty line.
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }));
        res.on('error', reject);
      }).on('error', reject);
    });
    expect(encoding, path).toBe('br');
    expect(bytes, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});
