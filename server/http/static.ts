import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageTemplate } from './page-template';
import { registerPublicPages } from './public-pages';
import { loadPageRenderer, registerServerRender } from './server-render';

/** Files that must be revalidated on every load, or an old shell/worker would stick around. */
const NEVER_CACHED = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** A compressed copy's suffix: its headers are the original file's. */
const PRECOMPRESSED = /\.(br|gz)$/;

function cacheControlFor(urlPath: string): string {
  if (NEVER_CACHED.has(urlPath)) return 'no-cache';
  // Vite content-hashes everything under /assets: safe to keep forever.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/**
 * Serves the built PWA (dist/) and uploaded images (DATA_DIR/uploads). Unknown non-API paths
 * get index.html so client-side routes (and the client's own not-found page) work on reload.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: { staticDir: string; uploadsDir: string; publicOrigin?: string | undefined },
) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Upload names carry a content hash, so a URL never changes meaning.
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  const indexFile = path.join(options.staticDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.staticDir),
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      // The build writes each text file also as .br and .gz (vite.config.ts, `precompress`): sent in its place
      // to a browser that accepts it, instead of compressing on every request.
      preCompressed: true,
      // The server renderer (dist/ssr) is code for this process, never a file for the browser.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders: (reply, filePath) => {
        const served = path.relative(path.resolve(options.staticDir), filePath).split(path.sep).join('/');
        const urlPath = `/${served.replace(PRECOMPRESSED, '')}`;
        reply.header('Cache-Control', cacheControlFor(urlPath === '/index.html' ? '/' : urlPath));
        if (urlPath === '/sw.js') reply.header('Service-Worker-Allowed', '/');
      },
    });
    const template = pageTemplate(await readFile(indexFile, 'utf8'));
    const renderPage = await loadPageRenderer(app, options.staticDir, template);
    registerPublicPages(app, { template, publicOrigin: options.publicOrigin, renderPage });
    if (renderPage) registerServerRender(app, { renderPage, sendAppShell });
  }

  /** Used by the not-found handler: answer a navigation with the app shell. */
  return { sendAppShell: hasApp ? sendAppShell : undefined };
}
