import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startServer } from './fixtures/server';
import { expect, test, waitForServiceWorkerControl, waitUntilHydrated } from './fixtures/test';

const MARKER = 'e2e-versao-2';

/** The build marker of each activated service worker of the context. */
async function activatedBuilds(context: BrowserContext) {
  const builds = await Promise.all(
    context.serviceWorkers().map((worker) =>
      worker
        .evaluate(() => ({
          build: (self as unknown as { feiraBuild?: string }).feiraBuild ?? null,
          state: (self as unknown as { serviceWorker?: { state: string } }).serviceWorker?.state ?? null,
        }))
        .catch(() => null),
    ),
  );
  return builds.filter((b) => b?.state === 'activated').map((b) => b?.build);
}

test('update: a new service worker is offered, accepted with Atualizar, and the page runs on it', async ({
  context,
  page,
}) => {
  // Playwright's routing does not see the browser's own fetch of a worker script, so the new version is a
  // real file: this journey runs its own server over a copy of the build and edits sw.js in place.
  const build = await mkdtemp(path.join(os.tmpdir(), 'feira-e2e-build-'));
  await cp(process.env.E2E_STATIC_DIR ?? 'dist', build, { recursive: true });
  const server = await startServer({ STATIC_DIR: build });
  test
    .info()
    .attach('server', { body: server.url })
    .catch(() => undefined);
  try {
    await journey(server.url);
  } finally {
    await server.stop();
    await rm(build, { recursive: true, force: true });
  }

  async function journey(origin: string) {
    await page.goto(`${origin}/`);
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);

    // The next build: the same worker with one more statement, served from now on.
    await appendFile(path.join(build, 'sw.js'), `\n;self.feiraBuild = '${MARKER}';\n`);
    await page.evaluate(() => {
      (window as { feiraOldPage?: boolean }).feiraOldPage = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    // It waits (an open tab never mixes two builds) until the shopper accepts.
    const banner = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { feiraOldPage?: boolean }).feiraOldPage)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;

    // A fresh page, controlled by the new worker.
    expect(await page.evaluate(() => (window as { feiraOldPage?: boolean }).feiraOldPage)).toBeUndefined();
    await waitForServiceWorkerControl(page);
    await expect.poll(() => activatedBuilds(context)).toEqual([MARKER]);
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
  }
});

test('update: accepted with the first tap on a fresh page, while that tap starts the prefetch moment’s pulls', async ({
  context,
  page,
}) => {
  // Two installs of the worker and a reload: more than one journey's default time on a busy machine.
  test.setTimeout(180_000);
  // Chromium retires the old worker once it is idle; a request reaching it as it stops restarts it, and the
  // new worker then waits minutes (src/data/service-worker.ts, acceptUpdate). Here the tap on Atualizar is
  // the page's first interaction, so the background prefetches go out with it, and one of them (the flags)
  // asks for its next step a moment later.
  const build = await mkdtemp(path.join(os.tmpdir(), 'feira-e2e-build-'));
  await cp(process.env.E2E_STATIC_DIR ?? 'dist', build, { recursive: true });
  const server = await startServer({ STATIC_DIR: build });
  try {
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);
    await appendFile(path.join(build, 'sw.js'), `\n;self.feiraBuild = '${MARKER}-b';\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await expect(banner).toBeVisible({ timeout: 30_000 });

    // A fresh page offers the waiting worker at once: the tap comes before the 3 s of the prefetch moment.
    await page.reload();
    await waitUntilHydrated(page);
    await page.evaluate(() => {
      (window as { feiraOldPage?: boolean }).feiraOldPage = true;
    });
    const prefetched = page.waitForRequest((r) => r.url().endsWith('/api/promotions/flash/count'));
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Atualizar' }).click();
    await prefetched;
    await reloaded;
    expect(await page.evaluate(() => (window as { feiraOldPage?: boolean }).feiraOldPage)).toBeUndefined();
    await waitForServiceWorkerControl(page);
    await expect.poll(() => activatedBuilds(context)).toEqual([`${MARKER}-b`]);
  } finally {
    await server.stop();
    await rm(build, { recursive: true, force: true });
  }
});
