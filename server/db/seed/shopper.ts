import type { StoreSlug } from './stores';

interface ProductRef {
  store: StoreSlug;
  product: string;
}

/** The demo shopper's own state, so that every account screen has something to show. */
export const SHOPPER_STATE = {
  wishlist: [
    { store: 'queijos-serra-da-canastra', product: 'Queijo Canastra meia cura (peça 1 kg)' },
    { store: 'roupas-da-feira', product: 'Vestido floral de viscose' },
  ] satisfies ProductRef[],
  favoriteStores: ['hortifruti-dona-cida'] satisfies StoreSlug[],
  /** One pending reservation, held for 2 hours; its quantity is taken from the product's stock. */
  reservation: {
    store: 'queijos-serra-da-canastra',
    product: 'Pão de queijo mineiro',
    quantity: 2,
    note: 'Passo para retirar por volta das 10h.',
    holdHours: 2,
  } satisfies ProductRef & { quantity: number; note: string; holdHours: number },
  /**
   * Coupons the shopper redeemed and has not used yet, at the main seller's stalls: the validate screen has
   * codes to validate (typed, scanned, offline) and "Meus cupons" has QR codes to show from the first start.
   */
  redemptions: [
    { store: 'hortifruti-dona-cida', coupon: 'FEIRA10', redeemedHoursAgo: 1 },
    { store: 'pastelaria-do-japones', coupon: 'PASTEL5', redeemedHoursAgo: 20 },
    { store: 'bazar-do-seu-jorge', coupon: 'JORGE5', redeemedHoursAgo: 3 },
  ] satisfies Array<{ store: StoreSlug; coupon: string; redeemedHoursAgo: number }>,
};
