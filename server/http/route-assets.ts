/**
 * The code and styles of a server-rendered page's route (its lazy chunk), named in the page's head: the
 * route's stylesheet must be there before the first paint (the markup is already on screen, styled by it),
 * and its code is fetched beside the main script instead of after it (the hydrating render waits for it).
 * The shopper's first screens have no lazy chunk (vite.config.ts): this names the code of the pages that sell
 * Feira. Read from the client build's manifest (dist/.vite/manifest.json, `build.manifest`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** TanStack's automatic code splitting names a route's component chunk after its file. */
function routeChunkKeys(routeId: string): string[] {
  if (routeId === '__root__') return [];
  const base = routeId === '/' ? '/index' : routeId.replace(/\/$/, '/index');
  return [`${base}.tsx`, `${base}/route.tsx`, `${base}/index.tsx`].map(
    (file) => `src/app/routes${file}?tsr-split=component`,
  );
}

/** Every chunk `key` pulls in (itself and its static imports), depth first. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** Head tags for the routes a page matched; '' for a build without a manifest. */
export function routeAssetTags(manifest: Manifest, routeIds: string[]): string {
  // The entry's own chunks: the shell's head already loads them.
  const entry = closure(manifest, ['index.html']);
  const chunks = closure(
    manifest,
    routeIds.flatMap((id) => routeChunkKeys(id).filter((key) => manifest[key])),
  );
  const tags: string[] = [];
  const styles = new Set<string>();
  for (const key of chunks) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  for (const css of styles) tags.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  return tags.join('');
}

export function readManifest(staticDir: string): Manifest {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}
