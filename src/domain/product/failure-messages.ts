/**
 * The repository failures of spec 001 §8: the title of what the shopper or seller sees when a product, a store's
 * products, a save or a removal fails (the reason, the server's or the network's, goes under it). A module of
 * its own: the first screen imports it, and messages.ts reads the error catalogue at load, which the bundler
 * keeps.
 */
export const productFailureMessages = {
  load: 'Falha ao carregar produto',
  loadStoreProducts: 'Falha ao carregar produtos da loja',
  save: 'Falha ao salvar produto',
  remove: 'Falha ao remover produto',
} as const;
