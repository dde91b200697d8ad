/** validateSearch of the auth screens: `redirect` is kept only when it is a string. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {};
}

/** /register also reads `role=seller` (the seller area's "crie uma conta de lojista" link). */
export function registerSearch(search: Record<string, unknown>): { redirect?: string; role?: 'seller' } {
  return { ...redirectSearch(search), ...(search.role === 'seller' ? { role: 'seller' as const } : {}) };
}
