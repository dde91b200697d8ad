/**
 * The server's renderer (built by `vite build --ssr` into dist/ssr, imported by server/http/server-render.ts):
 * one router per request on a memory history at the URL, the page's first data in context, rendered to a
 * string with the same routes and components the browser hydrates.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createAppRouter } from './app/router';
import { type FirstData, FirstDataProvider } from './app/ssr/first-data';
import { joinAdjacentText } from './app/ssr/text-children';

export { firstDataPaths } from './app/ssr/first-paths';

/** The markup of #root for `url` (a page firstDataPaths knows), rendered from `firstData`. */
joinAdjacentText();

export async function render(url: string, firstData: FirstData): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  return renderToStringAsync(
    <StrictMode>
      <FirstDataProvider value={firstData}>
        <RouterProvider router={router} />
      </FirstDataProvider>
    </StrictMode>,
  );
}
