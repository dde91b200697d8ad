/**
 * The server's renderer (built by `vite build --ssr` into dist/ssr, loaded by server/http/server-render.ts):
 * one router per request on a memory history at the URL, the page's first data in context, rendered by
 * React's streaming renderer with the same routes and components the browser hydrates.
 */
import { Writable } from 'node:stream';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createAppRouter } from './app/router';
import { type FirstData, FirstDataProvider } from './app/ssr/first-data';
import { LcpImageListener } from './app/ssr/lcp-image';
import { PAYMENT_CONFIG_PATH, firstDataPaths as shopperPaths } from './domain/first-screen';
import type { ResponsiveImage } from './domain/image/responsive';
import { PUBLIC_PAGES } from './domain/public-pages';

export { firstDataAnswer } from './domain/first-screen';

/** The API answers a page is rendered with; the pages that sell Feira (/landing…) need no catalogue data. */
export function firstDataPaths(pathname: string): string[] | null {
  return Object.hasOwn(PUBLIC_PAGES, pathname) ? [PAYMENT_CONFIG_PATH] : shopperPaths(pathname);
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The route ids the page matched ('/', '/products/$id'…): the server preloads their code and styles. */
  routeIds: string[];
  /** The image the page's first screen waits for (src/app/ssr/lcp-image.tsx), preloaded from the head. */
  lcpImage: ResponsiveImage | null;
}

/** How long a render may take before it is abandoned (the server then answers with the app shell). */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The whole markup of `element`, every Suspense boundary complete: the page is cached and read by crawlers
 * and link previews, so it waits for everything (`onAllReady`) instead of streaming fallbacks. Any error
 * rejects, and the server answers with the app shell rather than a page the browser would re-render.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: React outlines a large one behind an inline script that moves it into
      // place, and the page's CSP runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
  });
}

/** The markup of #root for `url` (a page firstDataPaths knows), rendered from `firstData`. */
export async function render(url: string, firstData: FirstData): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // In the browser the router renders its matches inside a Suspense boundary (it leaves it out only when it
  // hydrates a payload of its own server rendering, which Feira does not use); the same boundary here gives
  // the markup the browser's first render expects. The hydration journey fails if the two ever differ.
  let lcpImage: ResponsiveImage | null = null;
  const html = await renderToHtml(
    <StrictMode>
      <LcpImageListener
        value={(image) => {
          lcpImage ??= image;
        }}
      >
        <FirstDataProvider value={firstData}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </FirstDataProvider>
      </LcpImageListener>
    </StrictMode>,
  );
  return { html, routeIds: router.state.matches.map((match) => match.routeId), lcpImage };
}
