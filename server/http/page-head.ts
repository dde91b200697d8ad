/**
 * What the server puts in a page's head (the `<!--app-head-->` placeholder, server/http/page-template.ts) and
 * after its #root (`<!--app-data-->`), each from data, never read back from HTML: the page's title and
 * description, its sharing tags, the image its render named as its largest paint, its first data.
 */
import { FIRST_DATA_ELEMENT_ID, scriptJson } from '../../src/domain/first-data';
import type { ResponsiveImage } from '../../src/domain/image/responsive';
import { type PageMeta, type PublicPagePath, shareTags } from '../../src/domain/public-pages';
import { escapeHtml } from './html';

/** The page's title and description. */
export function metaTags(meta: PageMeta): string {
  return `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}" />`;
}

/** A page that sells Feira: its canonical address and sharing tags (absolute URLs on `origin`). */
export function shareHead(path: PublicPagePath, origin: string): string {
  const tags = shareTags(path, origin).map(
    ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
  );
  return `<link rel="canonical" href="${escapeHtml(`${origin}${path}`)}" />${tags.join('')}`;
}

/**
 * The image a render named as its largest paint, preloaded with its responsive sources: the head has it after
 * the viewport meta, so the phone asks for the copy its `<img>` will choose (a preload read before the viewport
 * is known measures a 980 px desktop page), and before the scripts, so it is asked for first.
 */
export function lcpPreload(image: ResponsiveImage | null): string {
  if (!image) return '';
  const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '';
  const sizes = image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"${srcset}${sizes} />`;
}

/** The first data as the page carries it: one JSON element that no text inside it can end early. */
export function firstDataElement(data: Readonly<Record<string, unknown>>): string {
  return `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`;
}
