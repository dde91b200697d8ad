/**
 * The public pages that sell Feira (/landing, /seller-landing, /presentation, /calculator,
 * /calculator-landing) answer with the app shell whose title, description and Open Graph tags are the page's
 * own: link previews (WhatsApp, Facebook) and crawlers read the HTML and never run the app's JavaScript. The
 * texts come from src/domain/public-pages.ts, the same the page sets once it runs.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES, type PublicPagePath, shareTags } from '../../src/domain/public-pages';
import { escapeHtml } from './html';
import { sendCached } from './public-cache';
import type { PageRenderer } from './server-render';

/** index.html with the page's title, description and sharing tags (absolute URLs on `origin`). */
export function publicPageHtml(indexHtml: string, path: PublicPagePath, origin: string): string {
  const meta = PUBLIC_PAGES[path];
  const tags = shareTags(path, origin)
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace(
      '</head>',
      `    <link rel="canonical" href="${escapeHtml(`${origin}${path}`)}" />\n    ${tags}\n  </head>`,
    );
}

export function registerPublicPages(
  app: FastifyInstance,
  options: { indexFile: string; publicOrigin: string | undefined; renderPage: PageRenderer | null },
): void {
  // PUBLIC_ORIGIN when set: the Host header is the client's choice, and a shared link must name the real site.
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ? new URL(options.publicOrigin).origin : `${request.protocol}://${request.host}`;
  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const shell = publicPageHtml(await readFile(options.indexFile, 'utf8'), path, originOf(request));
      // Server-rendered too when the build has the renderer: the page reads before any script.
      const page = await options.renderPage?.(request, shell);
      if (page) return sendCached(request, reply, page);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    });
  }
}
