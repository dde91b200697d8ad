/**
 * How a server-rendered page carries its first data to the browser (src/app/ssr/first-data.tsx reads it,
 * server/http/server-render.ts writes it): one JSON `<script>` element, by API path.
 */

export const FIRST_DATA_ELEMENT_ID = 'feira-first-data';

/**
 * The instant the server rendered the page (ms since the epoch), kept with the first data: what depends on
 * the time (countdowns, running promotions) hydrates as the server rendered it, then ticks on.
 */
export const RENDERED_AT_KEY = '#renderedAt';

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
