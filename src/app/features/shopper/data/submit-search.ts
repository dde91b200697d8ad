/**
 * Spec 000 §5/§7: a blank term does nothing; the term is trimmed, tracked, and the results open also
 * when tracking fails (trackSearch never throws, the catch is for safety only).
 */
export async function submitSearch(raw: string, go: (term: string) => unknown): Promise<boolean> {
  const term = raw.trim();
  if (!term) return false;
  // Loaded on submit: the header's search box is on every page, the search module is not needed until then.
  await import('../../../../data/search').then(({ trackSearch }) => trackSearch(term)).catch(() => undefined);
  await go(term);
  return true;
}
