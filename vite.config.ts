import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import preact from '@preact/preset-vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * src/main.tsx evaluates the app in steps (dynamic imports, one task each); the page's head preloads every
 * step's chunks beside the entry's own, so no step waits for a request. Server-rendered pages use the same
 * head (server/http/route-assets.ts counts these chunks as the entry's).
 */
function preloadStartSteps(): Plugin {
  return {
    name: 'feira:preload-start-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const next = bundle[file];
          if (files.has(file) || next?.type !== 'chunk') return;
          files.add(file);
          for (const imported of next.imports) visit(imported);
        };
        for (const step of chunk.dynamicImports) visit(step);
        for (const file of [chunk.fileName, ...chunk.imports]) files.delete(file);
        return {
          html,
          tags: [...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** The public pages whose first screen is server-rendered (issue #15): their routes' code is shared. */
const PUBLIC_ROUTES = ['index.tsx', 'products/$id.tsx', 'stores/$id.tsx', 'promotions.tsx'];
/** The steps of src/main.tsx (its first three dynamic imports); the formatters and the boot join the last. */
const START_STEPS = 3;

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The first screen's code in a few chunks instead of ~30 (most under 1 KB): a phone on 3G pays a round trip
 * per request over a handful of HTTP/1.1 connections, so thirty small files cost far more than their bytes.
 * `start-0` has what the entry imports itself (the task helper, the stylesheets); each start step of
 * src/main.tsx gets one chunk with every module it is the first to reach statically (`start-1` … `start-3`),
 * so a step still evaluates only its own modules, in its own task. Of what the public pages' routes import
 * beyond that, the modules two or more of them share (cards, prices, list states) go in one `public-pages`
 * chunk and the rest in one chunk per page (`page-1` … `page-4`), beside the route's own small chunk. Every
 * other route is split as Rolldown decides, and may import from these chunks.
 */
const FIRST_SCREEN_CHUNKS = [
  ...Array.from({ length: START_STEPS + 1 }, (_, i) => `start-${i}`),
  'public-pages',
  ...PUBLIC_ROUTES.map((_, page) => `page-${page + 1}`),
];

/**
 * The data layer (src/data/start.ts: the session, the sync engine, the local database with Dexie), which
 * src/app/boot.tsx loads once a server-rendered page has hydrated: one file instead of four.
 */
const DATA_LAYER_CHUNK = 'data-layer';

/** Rolldown's chunk groups for `FIRST_SCREEN_CHUNKS` and the data layer: each module goes to the first chunk that reaches it. */
function firstScreenChunks() {
  let owners: Map<string, string> | undefined;
  const ownersOf = (graph: ModuleGraph): Map<string, string> => {
    if (owners) return owners;
    const found = new Map<string, string>();
    /** Breadth first along static imports, as long as `visit` takes the module. */
    const reach = (from: string, visit: (id: string) => boolean) => {
      const queue = [from];
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (visit(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
    };
    const entry = path.resolve(import.meta.dirname, 'src/main.tsx');
    const claim = (name: string) => (id: string) => {
      if (found.has(id)) return false;
      found.set(id, name);
      return true;
    };
    reach(entry, claim('start-0'));
    found.delete(entry);
    graph.getModuleInfo(entry)?.dynamicallyImportedIds.forEach((step, index) => {
      reach(step, claim(`start-${Math.min(index + 1, START_STEPS)}`));
    });
    const pagesOf = new Map<string, string[]>();
    PUBLIC_ROUTES.forEach((file, page) => {
      const route = graph.getModuleInfo(path.resolve(import.meta.dirname, 'src/app/routes', file));
      const seen = new Set<string>();
      const splits = route?.dynamicallyImportedIds ?? [];
      for (const split of splits)
        reach(split, (id) => {
          if (seen.has(id) || found.has(id)) return false;
          seen.add(id);
          return true;
        });
      // The route's own chunk keeps its module (server/http/route-assets.ts finds it by that name).
      for (const split of splits) seen.delete(split);
      for (const id of seen) pagesOf.set(id, [...(pagesOf.get(id) ?? []), `page-${page + 1}`]);
    });
    for (const [id, pages] of pagesOf)
      found.set(id, pages.length > 1 ? 'public-pages' : (pages[0] as string));
    // Last, so it takes nothing the first screen needs: the data layer loads after hydration, in one file.
    reach(path.resolve(import.meta.dirname, 'src/data/start.ts'), claim(DATA_LAYER_CHUNK));
    owners = found;
    return found;
  };
  // One group per chunk, the entry's and the start steps' first: a group also takes its modules'
  // dependencies, unless a group of higher priority took them before.
  const names = [...FIRST_SCREEN_CHUNKS, DATA_LAYER_CHUNK];
  return {
    groups: names.map((name, index) => ({
      name: (id: string, graph: ModuleGraph) => (ownersOf(graph).get(id) === name ? name : null),
      debugName: name,
      priority: names.length - index,
    })),
  };
}

/**
 * V8's explicit compile hint for the first screen's chunks and the data layer's: nearly every function in them
 * runs while the page starts and hydrates (and the data layer, Dexie included, right after), and a function
 * compiled on its first call is compiled on the main thread, inside the task that calls it (the hydrating
 * render was mostly that). Marked files are compiled whole, on a background thread, while they stream in
 * (Chrome 136+; other engines read a comment). Lazy areas are left to compile on use. Measured in Chromium
 * with the CPU slowed 4× (README, issue #15).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint first in each first-screen chunk (V8 reads it only there), after every other change to the
 * code: minification would drop it, and Vite prepends its preload helper's file list to chunks that import
 * lazily. The source map gains the hint's empty line, and the file's hashed name accounts for the hint.
 */
function compileHints(): Plugin {
  const hinted = (chunk: { name: string }) =>
    FIRST_SCREEN_CHUNKS.includes(chunk.name) || chunk.name === DATA_LAYER_CHUNK;
  return {
    name: 'feira:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Each text file of the build also as `.br` (Brotli, quality 11) and `.gz` (level 9), which the server sends
 * in its place (`preCompressed`, server/http/static.ts). Compressing per request answers Brotli at quality 4,
 * which left the first route's scripts larger than gzip -9 would (~129 KB against ~126; ~113 KB at quality
 * 11), and spends the server's CPU on every first visit. It runs as the files are written, after every other
 * change to them (the compile hints above): a plugin that compressed earlier, at Vite's own bundle step,
 * shipped compressed copies without the hint (README, Decisions).
 */
function precompress(): Plugin {
  const text = /\.(js|mjs|css|html|webmanifest|json|svg|txt)$/;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'feira:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler({ dir }, bundle) {
        if (!dir) return;
        const files = Object.values(bundle).filter(
          (file) => text.test(file.fileName) && !file.fileName.startsWith('.vite/'),
        );
        await Promise.all(
          files.map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            if (source.byteLength < 1024) return;
            const target = path.join(dir, file.fileName);
            await writeFile(
              `${target}.br`,
              await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
            );
            await writeFile(`${target}.gz`, await gzipped(source, { level: zlib.Z_BEST_COMPRESSION }));
          }),
        );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preloadStartSteps(),
    !isSsrBuild && compileHints(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    // Preact with its React-compatible layer runs the app's React code at a fraction of react-dom's weight
    // (README, Decisions): the shopper's first route must fit a cheap phone on 3G.
    preact({ prerender: { enabled: false } }),
    // The server renderer (`vite build --ssr`, README) has no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The page registers the worker itself (src/data/service-worker.ts) to drive the update flow.
        injectRegister: false,
        manifest: {
          id: '/',
          name: 'Feira — a feira livre no seu celular',
          short_name: 'Feira',
          description:
            'Produtos, promoções e cupons das barracas da feira livre. Reserve e retire na barraca, mesmo com sinal fraco.',
          lang: 'pt-BR',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#1f6f3f',
          background_color: '#fbf8f1',
          categories: ['shopping', 'food'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          shortcuts: [
            {
              name: 'Buscar',
              short_name: 'Buscar',
              url: '/search',
              icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
            },
            {
              name: 'Promoções',
              short_name: 'Promoções',
              url: '/promotions',
              icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
            },
            {
              name: 'Minhas reservas',
              short_name: 'Reservas',
              url: '/account/reservations',
              icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
            },
          ],
        },
        injectManifest: {
          // Only the shell: demo photos and uploads are runtime-cached with expiration instead.
          globPatterns: ['**/*.{js,css,html,png,ico}'],
          globIgnores: ['demo/**', 'uploads/**', 'ssr/**'],
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && precompress(),
  ],
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore built in: the shim's fallback implementation (pulled in by
      // @tanstack/react-store) is dead weight on the first route. The non-shim entry uses React's own.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: isSsrBuild
    ? // The server renderer: dist/ssr, never served (server/http/static.ts), not in the worker's precache.
      {
        target: 'node20',
        outDir: 'dist/ssr',
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        rolldownOptions: { output: { codeSplitting: firstScreenChunks() } },
      },
  ssr: {
    // Bundled, not imported from node_modules at run time: the router and hooks must use Preact's compat
    // layer (the alias) on the server too, not the react package.
    noExternal: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
