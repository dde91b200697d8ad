/**
 * Server rendering of the shopper's public pages: `/`, `/products/:id`, `/stores/:id` and
 * `/promotions` answer with their first screen already in the HTML, so the largest paint waits for neither
 * the scripts nor a sync. The renderer is the app's own (dist/ssr/entry-server.js, `vite build --ssr`); the
 * data are the public API's own answers (app.inject of the same GETs the browser's sync makes), written into
 * the page for the browser's hydrating render (src/app/ssr/first-data.tsx). Without a server build, or if
 * rendering fails, the page is the app shell as before: nothing is lost but speed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_DATA_ELEMENT_ID, RENDERED_AT_KEY, scriptJson } from '../../src/domain/first-data';
import { SERVER_RENDERED_ROUTES } from '../../src/domain/first-screen';
import { analyticsBuffer } from '../services/seller/analytics-buffer';
import { weakEtag } from './etag';
import {
  answerOf,
  type CachedAnswer,
  countsOfAnswer,
  publicCache,
  sendCached,
  tagsOfPath,
} from './public-cache';
import { readManifest, routeAssetTags } from './route-assets';

interface Renderer {
  firstDataPaths(pathname: string): string[] | null;
  firstDataAnswer(path: string, answer: unknown): unknown;
  render(url: string, firstData: Record<string, unknown>): Promise<{ html: string; routeIds: string[] }>;
}

const ROOT_FRAME = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;

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

/** `<link rel="stylesheet" … href="/assets/…css">` of the shell's head (the entry's stylesheet). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The head's stylesheets as inline rules (`read` gives a file's text, or null to keep the link as it is), their
 * links moved to the end of the body: a stylesheet in the head blocks the first paint until it has arrived,
 * a round trip after the HTML on a phone; inline, the page paints as soon as its HTML is there. The link
 * stays so the file is cached for the app shell, and Vite's module loader, which asks for a lazy chunk's
 * stylesheets unless a link to them is in the page, finds it there.
 */
export function inlineStylesheets(html: string, read: (file: string) => string | null): string {
  const moved: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = read(file);
    if (css === null) return link;
    moved.push(link.trim());
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
  return moved.length === 0 ? inlined : inlined.replace('</body>', `${moved.join('')}</body>`);
}

/**
 * The rendered page's LCP candidate (the image the page itself marks `fetchpriority="high"`), preloaded from
 * the head so it is requested before the stylesheet and scripts.
 */
export function lcpPreload(html: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!image) return '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(image)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${
    srcset ? ` imagesrcset="${srcset}"` : ''
  }${sizes ? ` imagesizes="${sizes}"` : ''} />`;
}

/**
 * index.html with the rendered page in #root, its first data, its route's assets and its LCP preload. The
 * preload goes early in the head, before the scripts: a phone's browser asks for resources in document order,
 * a few at a time on one connection, and the photo is what the shopper is waiting for. Not before the viewport
 * meta: the browser picks the preload's copy from `imagesizes` as soon as it reads the link, and before the
 * viewport is known it measures a 980 px desktop page, so a phone fetched a wider copy than its `<img>` then
 * chose, and the photo twice.
 */
/** The head up to its viewport meta (or its charset meta, or its opening tag when neither is there). */
const HEAD_START =
  /<head>(?:(?:(?!<\/head>)[\s\S])*?<meta name="viewport"[^>]*>|\s*<meta charset="[^"]*"\s*\/?>)?/i;

export function pageHtml(
  indexHtml: string,
  rendered: string,
  firstData: Record<string, unknown>,
  headTags = '',
): string {
  const preload = lcpPreload(rendered);
  return indexHtml
    .replace(HEAD_START, (head) => `${head}${preload}`)
    .replace('</head>', `${headTags}</head>`)
    .replace(
      ROOT_FRAME,
      `<div id="root" data-rendered="server">${rendered}</div><script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${scriptJson(firstData)}</script>\n    `,
    );
}

/**
 * Renders `url` into `html` (the page's index.html) as an answer to send (`sendCached`); null when the page is
 * not server-rendered.
 */
export type PageRenderer = (request: FastifyRequest, html: string) => Promise<CachedAnswer | null>;

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
): Promise<PageRenderer | null> {
  const entry = path.resolve(staticDir, 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = readManifest(staticDir);
  // Each stylesheet of the build is read once; the shell differs per page (a selling page's own title and
  // sharing tags), so it is inlined per render.
  const styles = new Map<string, string | null>();
  const readStyle = (file: string) => {
    if (!styles.has(file)) {
      const full = path.join(staticDir, file);
      styles.set(file, existsSync(full) ? readFileSync(full, 'utf8') : null);
    }
    return styles.get(file) ?? null;
  };
  const cache = publicCache(app.database);
  const counts = analyticsBuffer(app.database);
  return async (request, indexHtml) => {
    const url = request.url;
    const paths = renderer.firstDataPaths(new URL(url, 'http://feira.local').pathname);
    if (!paths) return null;
    // The shell differs for the pages that sell Feira (their own title and links, with the site's origin).
    const key = `page ${url} ${weakEtag(indexHtml)}`;
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
      const shell = inlineStylesheets(indexHtml, readStyle);
      const html = pageHtml(shell, page.html, data, routeAssetTags(manifest, page.routeIds));
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
export async function registerServerRender(
  app: FastifyInstance,
  options: {
    renderPage: PageRenderer;
    indexFile: string;
    sendAppShell: (reply: FastifyReply) => FastifyReply;
  },
): Promise<void> {
  const indexHtml = await readFile(options.indexFile, 'utf8');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await options.renderPage(request, indexHtml);
    if (!page) return options.sendAppShell(reply);
    return sendCached(request, reply, page);
  };
  for (const route of SERVER_RENDERED_ROUTES) app.get(route, { schema: { hide: true } }, handler);
}
