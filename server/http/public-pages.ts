/**
 * The public pages that sell Feira (/landing, /seller-landing, /presentation, /calculator,
 * /calculator-landing) carry their own title, description and Open Graph tags in the head of the HTML: link
 * previews (WhatsApp, Facebook) and crawlers read the HTML and never run the app's JavaScript. The texts come
 * from src/domain/public-pages.ts, the same the page sets once it runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES, type PublicPagePath } from '../../src/domain/public-pages';
import { metaTags, shareHead } from './page-head';
import type { PageTemplate } from './page-template';
import { sendCached } from './send-cached';
import type { PageRenderer } from './server-render';

/** The head of a page that sells Feira: its title, description, canonical address and sharing tags. */
export function publicPageHead(path: PublicPagePath, origin: string): string {
  return metaTags(PUBLIC_PAGES[path]) + shareHead(path, origin);
}

export function registerPublicPages(
  app: FastifyInstance,
  options: { template: PageTemplate; publicOrigin: string | undefined; renderPage: PageRenderer | null },
): void {
  // PUBLIC_ORIGIN when set: the Host header is the client's choice, and a shared link must name the real site.
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ? new URL(options.publicOrigin).origin : `${request.protocol}://${request.host}`;
  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const head = publicPageHead(path, originOf(request));
      // Server-rendered too when the build has the renderer: the page reads before any script.
      const page = await options.renderPage?.(request, head);
      if (page) return sendCached(request, reply, page);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(options.template({ head }));
    });
  }
}
