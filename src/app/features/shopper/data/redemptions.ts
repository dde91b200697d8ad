import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db, type ShopperRedemptionRow } from '../../../../data/db';
import { refreshCollection } from './commands';

export type { ShopperRedemptionRow };

/**
 * The shopper's redemptions kept on this device ("Meus cupons"), newest first: their QR codes show with no
 * signal. Opening the screen asks the server for news (a code used at the stall) when it can.
 */
export function useMyRedemptions(): ShopperRedemptionRow[] | undefined {
  useEffect(() => {
    refreshCollection('redemptions').catch(() => undefined);
  }, []);
  return useLiveQuery(() => db.shopperRedemptions.orderBy('redeemedAt').reverse().toArray(), []);
}
