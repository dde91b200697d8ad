/**
 * Derives server/geocoding/data/municipios.tsv (name, UF, lat, lng) from the IBGE-derived list of
 * kelvins/municipios-brasileiros (MIT). Usage, with the repository checked out somewhere:
 *   npx tsx scripts/build-municipalities.ts <dir with csv/municipios.csv and csv/estados.csv>
 * The CSV files have no quoted fields, so a plain split is exact.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) throw new Error('Informe a pasta do repositório kelvins/municipios-brasileiros');

const rows = (file: string) =>
  readFileSync(path.join(source, 'csv', file), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));

const ufByCode = new Map(rows('estados.csv').map(([code, uf]) => [code, uf]));
const lines = rows('municipios.csv').map(([, name, lat, lng, , ufCode]) => {
  const uf = ufByCode.get(ufCode ?? '');
  if (!name || !uf || !lat || !lng) throw new Error(`Linha inválida: ${name} ${ufCode}`);
  return [name, uf, Number(lat).toFixed(4), Number(lng).toFixed(4)].join('\t');
});
lines.sort((a, b) => a.localeCompare(b, 'pt-BR'));
const out = path.join(import.meta.dirname, '..', 'server', 'geocoding', 'data', 'municipios.tsv');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} municípios em ${out}`);
