/**
 * index.html is the template of every page the server sends, as in Vite's SSR guide: three placeholders, filled
 * with what the page adds and nothing else. The template is cut at them once; a page is its pieces joined with
 * the page's parts, so what a page carries (a seller's text, a product's name in the first data) goes in as it
 * is: no regular expression reads the page and no `String.replace` pattern (`$'`, `$&`) can rewrite it.
 * With the placeholders left empty the template is the app shell (what the service worker serves for every
 * navigation).
 */

/** The placeholders, in the order index.html has them. */
const PLACEHOLDERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;

export interface PageParts {
  /**
   * Tags for the head, after the first screen's stylesheet and before the scripts: the page's title and
   * description, its preloads, a lazy route's stylesheet (after the first screen's, as the app would add it).
   */
  head: string;
  /** The rendered markup of #root. */
  html: string;
  /** The first-data element (src/domain/first-data.ts), after #root. */
  data: string;
}

export type PageTemplate = (parts: Partial<PageParts>) => string;

/** `indexHtml` cut at its placeholders; throws when one is missing, repeated or out of order. */
export function pageTemplate(indexHtml: string): PageTemplate {
  for (const placeholder of PLACEHOLDERS)
    if (indexHtml.split(placeholder).length !== 2)
      throw new Error(`index.html must have ${placeholder} once`);
  const pieces: string[] = [];
  let rest = indexHtml;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at === -1) throw new Error(`index.html: ${PLACEHOLDERS.join(', ')} must come in this order`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder.length);
  }
  pieces.push(rest);
  const [beforeHead = '', beforeHtml = '', beforeData = '', end = ''] = pieces;
  return ({ head = '', html = '', data = '' }) =>
    beforeHead + head + beforeHtml + html + beforeData + data + end;
}
