/**
 * `npm run bench [-- lighthouse|blocking|offline|fleet|catalogue|profile]`: every benchmark but the profile by
 * default, or one part (`npm run bench -- lighthouse início produto`: only those pages). Figures are reported (a table,
 * JSON under bench/results/, and this run's tables in bench/results/latest.md), never asserted. Each
 * part loads its own tools only when it runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownTable } from './pages';

const parts = ['lighthouse', 'blocking', 'offline', 'fleet', 'catalogue', 'profile'] as const;
const asked = process.argv[2];
if (asked !== undefined && !parts.includes(asked as (typeof parts)[number])) {
  console.error(`uso: npm run bench [-- ${parts.join('|')}]`);
  process.exit(2);
}

/** This run's tables, in Markdown: what bench/results/latest.md holds. */
const sections: string[] = [];

if (asked === undefined || asked === 'lighthouse') {
  const { runLighthouse } = await import('./lighthouse');
  const table = await runLighthouse(process.argv.slice(3));
  if (table) sections.push(table);
}

if (asked === undefined || asked === 'blocking') {
  const { runBlocking } = await import('./blocking');
  await runBlocking();
}

if (asked === undefined || asked === 'offline') {
  const { runOfflinePaint, OFFLINE_PAINT_TARGET_MS } = await import('./offline-paint');
  const paint = await runOfflinePaint();
  const mark = paint.productsPaintedMs <= OFFLINE_PAINT_TARGET_MS ? '✓' : '✗';
  const line =
    `Visita repetida sem rede (início, mediana de 5 recargas): FCP ${paint.fcpMs} ms, LCP ${paint.lcpMs} ms, ` +
    `produtos pintados em ${paint.productsPaintedMs} ms ${mark} (alvo ≤ ${OFFLINE_PAINT_TARGET_MS} ms).`;
  console.log(`\n${line}`);
  sections.push(`## Sem rede\n\n${line}\n`);
}

if (asked === undefined || asked === 'fleet') {
  const { runLoad } = await import('./load');
  const { rows, sockets, machine, caches, stalenessMs } = await runLoad();
  console.log(`\nCarga em PostgreSQL (${machine}):`);
  const table = rows.map((r) => ({
    configuração: r.setup,
    cenário: r.scenario,
    'req/s': r.rps,
    'p50 (ms)': r.p50,
    'p95 (ms)': r.p95,
    'p99 (ms)': r.p99,
    erros: r.errors,
    'razão ao Fastify puro': r.ratioToBare,
  }));
  console.table(table);
  sections.push(`## Carga em PostgreSQL (${machine})\n\n${markdownTable(table)}\n`);
  console.log('Cache de respostas públicas por processo (após a carga):');
  console.table(caches);
  const staleness = `Preço mudado num processo, servido pelo outro em (ms, 5 vezes): ${stalenessMs.join(', ')}`;
  console.log(staleness);
  sections.push(
    `### Cache por processo\n\n${markdownTable(caches as unknown as Record<string, unknown>[])}\n\n${staleness}\n`,
  );
  console.log(
    `Tempo real: ${sockets.sockets} sockets em 2 processos, ${sockets.changes} mudanças de produto — todos recebem ` +
      `o delta em p50 ${sockets.allReceivedP50Ms} ms / p95 ${sockets.allReceivedP95Ms} ms ` +
      `(p95 por entrega: ${sockets.deliveryP95Ms} ms).`,
  );
  const dir = path.resolve(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `fleet-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), machine, rows, sockets, caches, stalenessMs }, null, 2)}\n`,
  );
  console.log(`Resultados em ${path.relative(process.cwd(), file)}.`);
}

if (asked === undefined || asked === 'catalogue') {
  const { runCatalogue, CATALOGUE_TARGETS } = await import('./catalogue');
  const { rows, machine, loaded, plansFile } = await runCatalogue();
  const heading =
    `Leituras públicas sem cache, um cliente, PostgreSQL (${machine}); ${loaded}. ` +
    `Alvo: p95 ≤ ${CATALOGUE_TARGETS.p95Ms} ms a 100k e no máximo ${CATALOGUE_TARGETS.ratio}× o do demo.`;
  console.log(`\n${heading}`);
  console.table(rows.map(({ plano: _plan, ...row }) => row));
  console.log('Planos (a 100k):');
  for (const row of rows) console.log(`  ${row.leitura}: ${row.plano}`);
  const plans = path.relative(process.cwd(), plansFile);
  console.log(`EXPLAIN (ANALYZE, BUFFERS) de cada leitura em ${plans}.`);
  sections.push(
    `## Catálogo de 100k\n\n${heading}\n\n${markdownTable(rows as unknown as Record<string, unknown>[])}\n\n` +
      `Planos completos: \`${plans}\`.\n`,
  );
}

// A diagnosis, not a figure to keep: only when asked for.
if (asked === 'profile') {
  const { runProfile } = await import('./profile');
  await runProfile(process.argv.slice(3));
}

if (sections.length > 0) {
  const dir = path.resolve(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'latest.md'),
    `# Bench: ${new Date().toISOString()}\n\n${sections.join('\n')}`,
  );
}
