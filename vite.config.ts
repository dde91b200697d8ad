import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_RENDERED_ROUTES } from './src/domain/first-screen.ts';

/** The router's ids of the server-rendered shopper pages ('/products/:id' is '/products/$id'). */
const firstScreens: string[] = SERVER_RENDERED_ROUTES.map((route) => route.replace(/:(\w+)/g, '$$$1'));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A shopper arrives on one of these pages: their components are part of the start (below), not a
      // lazy chunk fetched beside it. Every other route loads on first use.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (firstScreens.includes(routeId) ? [] : undefined),
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
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
          // The page registers a classic worker: built as one IIFE script.
          rollupFormat: 'iife',
          // Only the shell: demo photos and uploads are runtime-cached with expiration instead.
          globPatterns: ['**/*.{js,css,html,png,ico}'],
          globIgnores: ['demo/**', 'uploads/**', 'ssr/**'],
        },
        devOptions: { enabled: false },
      }),
    // Each text file also as Brotli 11 and gzip 9 copies, which the server sends in its place
    // (server/http/static.ts): compressed once at build time, smaller than per-request compression and no
    // CPU spent per visit. The worker is left out: vite-plugin-pwa writes its manifest into it afterwards.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|webmanifest|json|svg|txt)$/,
        exclude: [/(^|\/)sw\.js$/, /workbox-[^/]*\.js$/, /\.vite\//],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
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
        // What the entry imports statically runs first on every page: one file, not dozens of small requests
        // before hydration (docs/first-screen.md). Minified it is ~500 KB (React DOM, the router, Dexie); its
        // gzip size has its budget in tests/e2e/bundle-budget.spec.ts.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
        chunkSizeWarningLimit: 600,
      },
  // The server renderer carries its dependencies (React, the router, Dexie's module): dist/ may be served from
  // anywhere (STATIC_DIR), away from node_modules.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
