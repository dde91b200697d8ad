/**
 * `npm run bench -- profile [página…]`: where the main thread's time goes on a cheap phone's first screen.
 * Starts a server on STATIC_DIR (dist by default; a build with `--minify false` names every function), loads
 * each public page in Chromium cold and then repeat (same profile, service worker stopped, as the Lighthouse
 * bench does), waits until the network and the CPU are idle, and prints:
 * - the main thread's tasks by their CPU time (a trace's `tdur`, which other processes on this shared machine
 *   do not inflate), times 4 as Lighthouse's simulation counts them: the total and the tasks over 50 ms;
 * - with the CPU slowed 4×, V8's sampling profile: the busy stretches, and the self and total time by source
 *   module and by function, through the build's source maps. Sampled time is wall-clock time: compare builds
 *   by the shares, or on an idle machine.
 * PROFILE_OUT=dir also writes each .cpuprofile (Chromium's DevTools opens it). Reported, never asserted.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startServer } from '../tests/e2e/fixtures/server';
import { machineLoad, targetsOf } from './pages';

/** Lighthouse's mobile preset slows the CPU this much. */
const SLOWDOWN = 4;
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
/** Source maps of a build outside the project name its modules from the file system's root. */
const projectPrefix = `${path.resolve(import.meta.dirname, '..').slice(1)}/`;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

const maps = new Map<string, SourceMapConsumer | null>();

/** The source module and function of a frame in a built asset, through the asset's source map. */
function origin(frame: CallFrame): { module: string; fn: string } {
  const name = frame.functionName || '(anônima)';
  const where = frame.url ? new URL(frame.url, 'http://feira.local').pathname : '(nativo)';
  if (!where.startsWith('/assets/')) return { module: where, fn: `${name} ${where}` };
  if (!maps.has(where)) {
    try {
      const map = JSON.parse(readFileSync(path.join(staticDir, `${where}.map`), 'utf8'));
      maps.set(where, new SourceMapConsumer(map));
    } catch {
      maps.set(where, null);
    }
  }
  const position = maps.get(where)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const module = position?.source
    ? position.source.replace(/^(\.\.\/)+/, '').replace(projectPrefix, '')
    : where;
  return { module, fn: `${name} ${module}:${position?.line ?? frame.lineNumber + 1}` };
}

function add(table: Map<string, number>, key: string, ms: number): void {
  table.set(key, (table.get(key) ?? 0) + ms);
}

function top(table: Map<string, number>, count: number): string {
  return [...table.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');
}

const NOT_SCRIPT = new Set(['(root)', '(idle)', '(program)', '(garbage collector)']);

/** The sampled profile by module and function, and its busy stretches (script on the stack between idles). */
function reportProfile(title: string, profile: Profile): void {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  const selfModule = new Map<string, number>();
  const totalModule = new Map<string, number>();
  const stretches: Array<{ startMs: number; ms: number; modules: Map<string, number> }> = [];
  let current: (typeof stretches)[number] | null = null;
  let elapsedUs = 0;
  let script = 0;
  profile.samples.forEach((id, index) => {
    elapsedUs += profile.timeDeltas[index] ?? 0;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = byId.get(id);
    if (!leaf) return;
    const name = leaf.callFrame.functionName;
    if (NOT_SCRIPT.has(name)) {
      if (name === '(idle)') current = null;
      return;
    }
    script += ms;
    const leafOrigin = origin(leaf.callFrame);
    add(selfFn, leafOrigin.fn, ms);
    add(selfModule, leafOrigin.module, ms);
    const fns = new Set<string>();
    const modules = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node && node.callFrame.functionName !== '(root)'; ) {
      const { fn, module } = origin(node.callFrame);
      fns.add(fn);
      modules.add(module);
      node = parent.get(node.id);
    }
    for (const fn of fns) add(totalFn, fn, ms);
    for (const module of modules) add(totalModule, module, ms);
    if (!current) {
      current = { startMs: elapsedUs / 1000, ms: 0, modules: new Map() };
      stretches.push(current);
    }
    current.ms += ms;
    add(current.modules, leafOrigin.module, ms);
  });
  console.log(`\n=== ${title}: ${script.toFixed(0)} ms de script amostrados (CPU ${SLOWDOWN}× mais lenta)`);
  console.log(
    'Trechos ocupados de 30 ms ou mais (início em ms desde o começo do perfil; módulos com mais tempo):',
  );
  for (const s of stretches.filter((s) => s.ms >= 30)) {
    const modules = top(s.modules, 3)
      .replace(/\s*\n\s*/g, ' | ')
      .trim();
    console.log(`  ${s.startMs.toFixed(0).padStart(6)}  ${s.ms.toFixed(0).padStart(5)} ms  ${modules}`);
  }
  console.log(`Tempo próprio por módulo:\n${top(selfModule, 20)}`);
  console.log(`Tempo total por módulo:\n${top(totalModule, 20)}`);
  console.log(`Tempo próprio por função:\n${top(selfFn, 20)}`);
  console.log(`Tempo total por função:\n${top(totalFn, 30)}`);
}

/** The page's main thread in a trace: the renderer main thread that ran the most. */
function reportTasks(title: string, events: TraceEvent[]): void {
  let busiest: { totalMs: number; long: number[]; count: number } | null = null;
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const tasks = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
      .map((e) => ((e.tdur ?? 0) / 1000) * SLOWDOWN);
    const totalMs = tasks.reduce((sum, ms) => sum + ms, 0);
    if (busiest && busiest.totalMs >= totalMs) continue;
    busiest = { totalMs, long: tasks.filter((ms) => ms > 50).map(Math.round), count: tasks.length };
  }
  if (!busiest) return;
  const over = busiest.long.reduce((sum, ms) => sum + ms - 50, 0);
  console.log(
    `${title}: CPU ${busiest.totalMs.toFixed(0)} ms em ${busiest.count} tarefas; acima de 50 ms: ` +
      `${busiest.long.length} tarefas (${busiest.long.join(', ')}), ${over} ms além dos 50`,
  );
}

/** Until the network is idle, then twenty idle callbacks in a row with most of their 50 ms free. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A string: the page's CSP allows no eval, and a function would carry the bundler's helpers along.
  await page.evaluate(`new Promise((resolve) => {
    let quiet = 0;
    const check = (deadline) => {
      quiet = deadline.timeRemaining() > 40 ? quiet + 1 : 0;
      if (quiet >= 20) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  })`);
}

/** A repeat visit finds the service worker stopped, as a shopper coming back does (bench/lighthouse.ts). */
async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await page.close();
}

async function load(
  browser: Browser,
  context: BrowserContext,
  url: string,
  title: string,
  mode: 'tasks' | 'profile',
): Promise<void> {
  const page = await context.newPage();
  try {
    if (mode === 'tasks') {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(url);
      await settle(page);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      reportTasks(title, traceEvents);
      return;
    }
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    await page.goto(url);
    await settle(page);
    const { profile } = await session.send('Profiler.stop');
    reportProfile(title, profile as unknown as Profile);
    if (process.env.PROFILE_OUT) {
      await mkdir(process.env.PROFILE_OUT, { recursive: true });
      await writeFile(path.join(process.env.PROFILE_OUT, `${title}.cpuprofile`), JSON.stringify(profile));
    }
  } finally {
    await page.close();
  }
}

export async function runProfile(pages: string[] = []): Promise<void> {
  const server = await startServer({ STATIC_DIR: staticDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const targets = (await targetsOf(server.url)).filter((t) => pages.length === 0 || pages.includes(t.page));
    for (const mode of ['tasks', 'profile'] as const) {
      if (mode === 'tasks')
        console.log(`Tarefas do thread principal por tempo de CPU × ${SLOWDOWN} (${machineLoad()}):`);
      for (const target of targets) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        try {
          for (const visit of ['fria', 'repetida'] as const) {
            if (visit === 'repetida') await stopServiceWorkers(context);
            await load(browser, context, `${server.url}${target.path}`, `${target.page}-${visit}`, mode);
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
