/** validateSearch of the auth screens: `redirect` is kept only when it is a string. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {};
}
