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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preloadStartSteps(),
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
    : { target: 'es2022', sourcemap: true, manifest: true },
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
