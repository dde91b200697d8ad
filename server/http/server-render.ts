/**
 * Server rendering of the shopper's public pages: `/`, `/products/:id`, `/stores/:id` and
 * `/promotions` answer with their first screen already in the HTML, so the largest paint waits for neither
 * the scripts nor a sync. The renderer is the app's own (dist/ssr/entry-server.js, `vite build --ssr`); the
 * data are the public API's own answers (app.inject of the same GETs the browser's sync makes), written into
 * the page for the browser's hydrating render (src/app/ssr/first-data.tsx). The page is index.html with its
 * placeholders filled (./page-template.ts): the render's markup, the first data, and a head made from data (the
 * image the render named as its largest paint, the route's assets from the build's manifest). Without a server
 * build, or if rendering fails, the page is the app shell: nothing is lost but speed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENDERED_AT_KEY } from '../../src/domain/first-data';
import { SERVER_RENDERED_ROUTES } from '../../src/domain/first-screen';
import type { ResponsiveImage } from '../../src/domain/image/responsive';
import { APP_META } from '../../src/domain/public-pages';
import { analyticsBuffer } from '../services/seller/analytics-buffer';
import { countsOfAnswer } from './answer-counts';
import { tagsOfPath } from './cache-tags';
import { weakEtag } from './etag';
import { firstDataElement, lcpPreload, metaTags } from './page-head';
import type { PageTemplate } from './page-template';
import { answerOf, type CachedAnswer, publicCache } from './public-cache';
import { readManifest, routeAssetTags } from './route-assets';
import { sendCached } from './send-cached';

interface Renderer {
  firstDataPaths(pathname: string): string[] | null;
  firstDataAnswer(path: string, answer: unknown): unknown;
  render(
    url: string,
    firstData: Record<string, unknown>,
  ): Promise<{ html: string; routeIds: string[]; lcpImage: ResponsiveImage | null }>;
}

/**
 * The answers of the public GETs, as an anonymous browser would get them and as the page carries them
 * (`project`: lists of cards keep only what a card shows); a failed one is left out.
 */
async function gatherFirstData(app: FastifyInstance, paths: string[], project: Renderer['firstDataAnswer']) {
  const data: Record<string, unknown> = { [RENDERED_AT_KEY]: Date.now() };
  let missing = false;
  await Promise.all(
    paths.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode === 200) data[url] = project(url, response.json());
      else if (response.statusCode === 404) missing = true;
    }),
  );
  return { data, missing };
}

/**
 * Renders the request's page into index.html as an answer to send (`sendCached`), with `head` (the page's title,
 * description and sharing tags) in its head; null when the page is not server-rendered.
 */
export type PageRenderer = (request: FastifyRequest, head: string) => Promise<CachedAnswer | null>;

/**
 * How long a render may be reused when no change drops it first: a page shows countdowns and promotions that
 * end at a time no event announces. Until then every visitor gets the same render: it is always the anonymous
 * page (the first data is gathered without the caller's session), and each browser shows who is signed in once
 * it has hydrated.
 */
const PAGE_TTL_MS = 30_000;

/** The app's server renderer when the build has one (dist/ssr), else null: pages are the app shell. */
export async function loadPageRenderer(
  app: FastifyInstance,
  staticDir: string,
  template: PageTemplate,
): Promise<PageRenderer | null> {
  const entry = path.resolve(staticDir, 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = readManifest(staticDir);
  const cache = publicCache(app.database);
  const counts = analyticsBuffer(app.database);
  return async (request, pageHead) => {
    const url = request.url;
    const paths = renderer.firstDataPaths(new URL(url, 'http://feira.local').pathname);
    if (!paths) return null;
    // The head differs for the pages that sell Feira (their sharing tags name the site's origin).
    const key = `page ${url} ${weakEtag(pageHead)}`;
    // Nothing from the cache, and nothing into it, while changes made elsewhere cannot be heard.
    const listening = app.database.listening();
    const hit = listening ? cache.get(key) : undefined;
    if (hit) {
      counts.add(hit.counts);
      return hit;
    }
    const since = listening ? cache.begin() : -1;
    try {
      const { data, missing } = await gatherFirstData(app, paths, renderer.firstDataAnswer);
      const page = await renderer.render(url, data);
      const html = template({
        head: lcpPreload(page.lcpImage) + pageHead + routeAssetTags(manifest, page.routeIds),
        html: page.html,
        data: firstDataElement(data),
      });
      const answer = answerOf(
        html,
        'text/html; charset=utf-8',
        missing ? 404 : 200,
        [...new Set(paths.flatMap(tagsOfPath))],
        // Served again from the cache, the page counts what its first data counted (the product's view).
        paths.flatMap((path) => (data[path] === undefined ? [] : countsOfAnswer(path, () => data[path]))),
      );
      cache.store(key, since, answer, PAGE_TTL_MS);
      return { ...answer, encoded: {} };
    } catch (error) {
      request.log.error({ err: error, url }, 'server render failed; answering with the app shell');
      return null;
    }
  };
}

/** The shopper's public pages; any other path keeps the app shell (or its own handler). */
export function registerServerRender(
  app: FastifyInstance,
  options: { renderPage: PageRenderer; sendAppShell: (reply: FastifyReply) => FastifyReply },
): void {
  const head = metaTags(APP_META);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await options.renderPage(request, head);
    if (!page) return options.sendAppShell(reply);
    return sendCached(request, reply, page);
  };
  for (const route of SERVER_RENDERED_ROUTES) app.get(route, { schema: { hide: true } }, handler);
}
