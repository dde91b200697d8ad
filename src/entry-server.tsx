/**
 * The server's renderer (built by `vite build --ssr` into dist/ssr, loaded by server/http/server-render.ts):
 * one router per request on a memory history at the URL, the page's first data in context, rendered to a
 * string with the same routes and components the browser hydrates.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createAppRouter } from './app/router';
import { type FirstData, FirstDataProvider } from './app/ssr/first-data';
import { PAYMENT_CONFIG_PATH, firstDataPaths as shopperPaths } from './app/ssr/first-paths';

export { firstDataAnswer } from './app/ssr/first-paths';

import { joinAdjacentText } from './app/ssr/text-children';
import { PUBLIC_PAGES } from './domain/public-pages';

joinAdjacentText();

/** The API answers a page is rendered with; the pages that sell Feira (/landing…) need no catalogue data. */
export function firstDataPaths(pathname: string): string[] | null {
  return Object.hasOwn(PUBLIC_PAGES, pathname) ? [PAYMENT_CONFIG_PATH] : shopperPaths(pathname);
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The route ids the page matched ('/', '/products/$id'…): the server preloads their code and styles. */
  routeIds: string[];
}

/** The markup of #root for `url` (a page firstDataPaths knows), rendered from `firstData`. */
export async function render(url: string, firstData: FirstData): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = await renderToStringAsync(
    <StrictMode>
      <FirstDataProvider value={firstData}>
        <RouterProvider router={router} />
      </FirstDataProvider>
    </StrictMode>,
  );
  return { html, routeIds: router.state.matches.map((match) => match.routeId) };
}
