import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './fixtures/server';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

const MARKER = 'e2e-versao-2';

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
    await expect
      .poll(async () => {
        const builds = await Promise.all(
          context.serviceWorkers().map((worker) =>
            worker
              .evaluate(() => ({
                build: (self as unknown as { feiraBuild?: string }).feiraBuild ?? null,
                state:
                  (self as unknown as { serviceWorker?: { state: string } }).serviceWorker?.state ?? null,
              }))
              .catch(() => null),
          ),
        );
        return builds.filter((b) => b?.state === 'activated').map((b) => b?.build);
      })
      .toEqual([MARKER]);
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
  }
});
