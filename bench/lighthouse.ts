/**
 * `npm run bench` (or `npm run bench -- lighthouse`): Lighthouse 12 (mobile preset) against a real Feira server started here on a free
 * loopback port, on the home page and a product page. Prints a table and writes JSON to bench/results/.
 * Scores are reported, not asserted: targets are performance ≥ 90 and accessibility ≥ 95.
 * Needs a build (`npm run build`) because the server serves dist/.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/fixtures/server';

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

interface Row {
  page: string;
  url: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export async function runLighthouse(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.error('dist/ não encontrado: rode `npm run build` antes do benchmark.');
    process.exitCode = 1;
    return;
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    const page = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as {
      products: Array<{ id: number }>;
    };
    const productId = page.products[0]?.id;
    const targets = [
      { page: 'início', url: `${server.url}/` },
      ...(productId ? [{ page: 'produto', url: `${server.url}/products/${productId}` }] : []),
    ];
    for (const target of targets) {
      const result = await lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse não retornou resultado para ${target.url}`);
      const { lhr } = result;
      // The whole report, for diagnosis (LCP element, main-thread breakdown, network waterfall).
      await mkdir(path.join(root, 'bench/results'), { recursive: true });
      await writeFile(path.join(root, `bench/results/lhr-${target.page}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const score = (id: string) => {
        const s = lhr.categories[id]?.score;
        return s === null || s === undefined ? null : Math.round(s * 100);
      };
      rows.push({
        page: target.page,
        url: target.url.replace(server.url, ''),
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.table(
    rows.map((r) => ({
      página: r.page,
      caminho: r.url,
      performance: r.performance,
      acessibilidade: r.accessibility,
      'LCP (ms)': r.lcpMs === null ? null : Math.round(r.lcpMs),
      'TBT (ms)': r.tbtMs === null ? null : Math.round(r.tbtMs),
      CLS: r.cls === null ? null : Number(r.cls.toFixed(3)),
    })),
  );
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), preset: 'mobile', rows }, null, 2)}\n`,
  );
  console.log(`Resultados em ${path.relative(root, file)} (alvos: performance ≥ 90, acessibilidade ≥ 95).`);
}
