/**
 * `npm run bench -- offline`: a repeat visit with the network off. One online visit installs the service
 * worker and fills IndexedDB; then the browser goes offline and reloads the home page. Reported from the
 * browser's own timings (paint entries, largest-contentful-paint) and the time the first product card was
 * painted, all from navigation start, as the median of several reloads. Target (issue #15): ≤ 300 ms.
 */
import { chromium } from '@playwright/test';
import { startServer } from '../tests/e2e/fixtures/server';

export const OFFLINE_PAINT_TARGET_MS = 300;
const RELOADS = 5;

export interface OfflinePaint {
  fcpMs: number;
  lcpMs: number;
  productsPaintedMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function runOfflinePaint(): Promise<OfflinePaint> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
    // Recorded in the page from navigation start: the first paint after a product card is in the DOM.
    await context.addInitScript(() => {
      const w = window as unknown as { __productsPainted?: number; __lcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const seen = () => {
        if (w.__productsPainted !== undefined) return;
        if (!document.querySelector('.product-grid .product-card h3')) return;
        requestAnimationFrame(() => setTimeout(() => (w.__productsPainted ??= performance.now())));
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.locator('.product-grid .product-card h3').first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);

    const runs: OfflinePaint[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      await page.waitForFunction(
        () => (window as unknown as { __productsPainted?: number }).__productsPainted,
      );
      // LCP settles once the page is idle; a short pause lets the last candidate be reported.
      await page.waitForTimeout(500);
      runs.push(
        await page.evaluate(() => {
          const w = window as unknown as { __productsPainted: number; __lcp?: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          return { fcpMs: fcp, lcpMs: w.__lcp ?? Number.NaN, productsPaintedMs: w.__productsPainted };
        }),
      );
    }
    return {
      fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      productsPaintedMs: Math.round(median(runs.map((r) => r.productsPaintedMs))),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
