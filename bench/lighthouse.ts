/**
 * `npm run bench` (or `npm run bench -- lighthouse`): Lighthouse 12 (mobile preset) against a real Feira server started here on a free
 * loopback port, on the home, a product, a store and the promotions page, each on a cold and a repeat visit.
 * Prints a table beside the budgets (bench/pages.ts) and writes JSON to bench/results/. Reported, never asserted.
 * Needs a build (`npm run build`) because the server serves dist/.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { withTimeout } from '../src/data/with-timeout';
import { startServer } from '../tests/e2e/fixtures/server';
import { machineLoad, markdownTable, median, TARGETS, targetsOf } from './pages';

const root = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A shopper's repeat visit comes back after Chromium has stopped the idle service worker (30 s without events)
 * and, with it, the renderer process of the first visit. Lighthouse starts the repeat visit seconds after the
 * cold one, in the process that still hosts the worker, whose V8 heap still holds the first visit's compiled
 * functions; attaching its DevTools session to the new page then re-parses every one of them for source
 * positions (30–50 ms on the main thread before the document commits: `Agent::AttachDevToolsSession` →
 * `V8.CollectSourcePositions` in a full trace), a cost no shopper pays and most of the repeat visit's blocking
 * time here. So the workers are stopped first, as Chromium would: the repeat visit keeps the HTTP cache, the code
 * cache, Cache Storage and IndexedDB, and starts its worker and renderer anew, paying their start-up.
 */
async function stopServiceWorkers(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium sem contexto padrão');
    const page = await context.newPage();
    try {
      const session = await context.newCDPSession(page);
      const running = new Map<string, string>();
      const stopped = new Promise<void>((resolve) => {
        session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
          for (const version of versions) running.set(version.versionId, version.runningStatus);
          if (running.size > 0 && [...running.values()].every((status) => status === 'stopped')) resolve();
        });
      });
      // The domain reports each worker's status after enabling answers, not before: the wait is for at least
      // one worker, all stopped (the cold visit registers one on every page measured).
      await session.send('ServiceWorker.enable');
      await session.send('ServiceWorker.stopAllWorkers');
      await withTimeout(
        stopped,
        10_000,
        'nenhum service worker parado em 10 s (a visita fria registrou um?)',
      );
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/** Milliseconds the main thread spent evaluating scripts during the load (Lighthouse's CPU slowed 4×). */
function scriptEvaluation(lhr: { audits: Record<string, { details?: unknown }> }): number | null {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    | { items?: Array<{ group: string; duration: number }> }
    | undefined;
  return details?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? null;
}

interface Row {
  page: string;
  url: string;
  visit: 'fria' | 'repetida';
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Main-thread script evaluation (Lighthouse's 'mainthread-work-breakdown', its CPU slowed 4×). */
  scriptEvaluationMs: number | null;
}

/**
 * Lighthouse's figures move a lot from one run to the next on a shared 2-core machine (TBT most of all): each
 * page and visit runs BENCH_RUNS times (3 by default) and the table shows the median.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 1);

function medians(rows: Row[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.page}|${row.visit}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as Row;
    const of = (pick: (r: Row) => number | null) => median(group.map(pick));
    return {
      ...first,
      performance: of((r) => r.performance),
      accessibility: of((r) => r.accessibility),
      lcpMs: of((r) => r.lcpMs),
      tbtMs: of((r) => r.tbtMs),
      cls: of((r) => r.cls),
      scriptEvaluationMs: of((r) => r.scriptEvaluationMs),
    };
  });
}

/** `pages`: only these (by name: início, produto, loja, promoções), to iterate on one; all by default. */
export async function runLighthouse(pages: string[] = []): Promise<string | null> {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.error('dist/ não encontrado: rode `npm run build` antes do benchmark.');
    process.exitCode = 1;
    return null;
  }
  const server = await startServer();
  const rows: Row[] = [];
  const loadBefore = machineLoad();
  try {
    const targets = (await targetsOf(server.url)).filter((t) => pages.length === 0 || pages.includes(t.page));
    for (let run = 0; run < RUNS; run++)
      for (const target of targets) {
        // One browser profile per page and run: the cold visit starts from nothing, the repeat visit keeps what
        // the cold one left (HTTP cache, the service worker and its caches, IndexedDB), as a shopper's second
        // visit would, with the worker stopped as a shopper finds it (stopServiceWorkers).
        const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
        try {
          for (const visit of ['fria', 'repetida'] as const) {
            if (visit === 'repetida') await stopServiceWorkers(chrome.port);
            const run = async () => {
              const result = await lighthouse(`${server.url}${target.path}`, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility'],
                disableStorageReset: visit === 'repetida',
              });
              if (!result) throw new Error(`Lighthouse não retornou resultado para ${target.path}`);
              return result.lhr;
            };
            // Lighthouse sometimes loses the trace of a load (NO_NAVSTART here, about one load in eight): that
            // load is measured again, up to twice (a cold visit starts from cleared storage each time).
            let lhr = await run();
            for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await run();
            // The whole report, for diagnosis (LCP element, main-thread breakdown, network waterfall).
            await mkdir(path.join(root, 'bench/results'), { recursive: true });
            await writeFile(
              path.join(root, `bench/results/lhr-${target.page}-${visit}.json`),
              JSON.stringify(lhr),
            );
            const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
            const score = (id: string) => {
              const s = lhr.categories[id]?.score;
              return s === null || s === undefined ? null : Math.round(s * 100);
            };
            rows.push({
              page: target.page,
              url: target.path,
              visit,
              performance: score('performance'),
              accessibility: score('accessibility'),
              lcpMs: audit('largest-contentful-paint'),
              tbtMs: audit('total-blocking-time'),
              cls: audit('cumulative-layout-shift'),
              scriptEvaluationMs: scriptEvaluation(lhr),
            });
          }
        } finally {
          chrome.kill();
        }
      }
  } finally {
    await server.stop();
  }

  const loadAfter = machineLoad();
  const measured = medians(rows);
  // The lowest and highest of the runs beside each median: one run here can move performance by ten points and
  // TBT by hundreds of milliseconds, so two builds are compared by their ranges, not by one figure.
  const spread = (of: Row, pick: (r: Row) => number | null, digits = 0): string => {
    const values = rows
      .filter((r) => r.page === of.page && r.visit === of.visit)
      .map(pick)
      .filter((v): v is number => v !== null);
    if (values.length < 2) return '';
    const show = (v: number) => v.toFixed(digits);
    return ` (${show(Math.min(...values))}–${show(Math.max(...values))})`;
  };
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const meets = (v: number | null, ok: (n: number) => boolean) => (v === null ? '—' : mark(ok(v)));
  const load = `Máquina: ${loadBefore} no início, ${loadAfter} no fim.`;
  console.log(
    `Mediana de ${RUNS} execuções por página e visita (BENCH_RUNS), entre parênteses a menor e a maior. ${load}`,
  );
  const table = measured.map((r) => ({
    página: r.page,
    visita: r.visit,
    [`performance (≥ ${TARGETS.performance})`]: `${r.performance}${spread(r, (x) => x.performance)} ${meets(r.performance, (n) => n >= TARGETS.performance)}`,
    [`acessibilidade (${TARGETS.accessibility})`]: `${r.accessibility} ${meets(r.accessibility, (n) => n >= TARGETS.accessibility)}`,
    [`LCP ms (≤ ${TARGETS.lcpMs})`]: `${r.lcpMs === null ? '—' : Math.round(r.lcpMs)}${spread(r, (x) => x.lcpMs)} ${meets(r.lcpMs, (n) => n <= TARGETS.lcpMs)}`,
    [`TBT ms (≤ ${TARGETS.tbtMs})`]: `${r.tbtMs === null ? '—' : Math.round(r.tbtMs)}${spread(r, (x) => x.tbtMs)} ${meets(r.tbtMs, (n) => n <= TARGETS.tbtMs)}`,
    [`CLS (≤ ${TARGETS.cls})`]: `${r.cls === null ? '—' : r.cls.toFixed(3)} ${meets(r.cls, (n) => n <= TARGETS.cls)}`,
    [`scripts ms (≤ ${TARGETS.scriptEvaluationMs})`]: `${r.scriptEvaluationMs === null ? '—' : Math.round(r.scriptEvaluationMs)}${spread(r, (x) => x.scriptEvaluationMs)} ${meets(r.scriptEvaluationMs, (n) => n <= TARGETS.scriptEvaluationMs)}`,
  }));
  console.table(table);
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), preset: 'mobile', load: { before: loadBefore, after: loadAfter }, targets: TARGETS, runs: RUNS, medians: measured, rows }, null, 2)}\n`,
  );
  console.log(`Resultados em ${path.relative(root, file)}.`);
  return `## Lighthouse (mobile), mediana de ${RUNS} execuções\n\n${load}\n\n${markdownTable(table)}\n`;
}
