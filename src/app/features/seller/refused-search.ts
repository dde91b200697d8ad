/** `?refused=` of the seller's add screens: the refused create the form reopens with, to be fixed. */
export function refusedSearch(search: Record<string, unknown>): { refused?: string } {
  return typeof search.refused === 'string' && search.refused !== '' ? { refused: search.refused } : {};
}
