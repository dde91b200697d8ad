/**
 * `npm run bench -- blocking`: the main thread's blocking time on the four public pages, measured in
 * Chromium itself rather than simulated. The CPU is slowed 4× (as Lighthouse's mobile preset assumes), the
 * browser's own long-task entries are read, and the time over 50 ms of each task after the first paint is
 * summed (the definition of TBT). Lighthouse simulates its TBT from one unthrottled trace, which moves by
 * hundreds of milliseconds between runs on this shared machine; this figure moves far less, so two builds can
 * be compared. Cold (a new browser profile) and repeat (the service worker's shell), median of BENCH_RUNS.
 */
import { type Browser, chromium } from '@playwright/test';
import { startServer } from '../tests/e2e/fixtures/server';
import { machineLoad, median, TARGETS, targetsOf } from './pages';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 1);

interface Blocking {
  blockingMs: number;
  longestTaskMs: number;
}

export async function runBlocking(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows: Record<string, string | number | null>[] = [];
    for (const { page: name, path } of await targetsOf(server.url)) {
      for (const visit of ['fria', 'repetida'] as const) {
        const runs: Blocking[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await measure(browser, `${server.url}${path}`, visit === 'repetida'));
        const blocking = median(runs.map((r) => r.blockingMs));
        rows.push({
          página: name,
          visita: visit,
          [`bloqueio ms (≤ ${TARGETS.tbtMs})`]: `${blocking} ${blocking !== null && blocking <= TARGETS.tbtMs ? '✓' : '✗'}`,
          'maior tarefa ms': median(runs.map((r) => r.longestTaskMs)),
          execuções: runs.map((r) => r.blockingMs).join(', '),
        });
      }
    }
    console.log(
      `\nBloqueio do thread principal, CPU 4× mais lenta, mediana de ${RUNS} (BENCH_RUNS; ${machineLoad()}):`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measure(browser: Browser, url: string, repeat: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Anonymous callbacks only: the bench runs through tsx, whose named-function helper is not in the page.
    await page.addInitScript(() => {
      const tasks: number[][] = [];
      (window as unknown as { __longTasks: number[][] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    if (repeat) {
      await page.goto(url);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    return await page.evaluate((): Blocking => {
      const tasks = (window as unknown as { __longTasks: number[][] }).__longTasks;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = tasks.filter(([start = 0]) => start >= firstPaint);
      return {
        blockingMs: Math.round(after.reduce((sum, [, duration = 0]) => sum + Math.max(0, duration - 50), 0)),
        longestTaskMs: Math.round(Math.max(0, ...tasks.map(([, duration = 0]) => duration))),
      };
    });
  } finally {
    await context.close();
  }
}
