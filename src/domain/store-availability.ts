/** What a shopper's store page says when the store is off the public lists (suspended or closed). */
export const storeAvailabilityMessages = {
  unavailableTitle: 'Loja indisponível',
  unavailable: 'Esta loja está temporariamente indisponível.',
} as const;
