/**
 * The dashboard's figures (spec 001 §3 and §9) computed by the domain from this device's copy, so they show
 * offline; plus the two reads that only the server knows (today's reservations, the plan), online only.
 */

import { z } from 'zod';
import { db } from '../../../../data/db';
import { requestParsed } from '../../../../data/typed-request';
import { sellerReservationSchema } from '../../../../domain/api/shopper';
import { subscriptionViewSchema } from '../../../../domain/billing/api';
import {
  type InventoryValue,
  inventoryValue,
  lowStockProducts,
  restockSuggestion,
  type StoreStats,
  storeStats,
} from '../../../../domain/product/calculations';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import type { SellerProductRow, SellerStoreRow } from './catalogue';
import { wireToSnapshot } from './product-rows';

export interface StoreFigures {
  store: SellerStoreRow | null;
  stats: StoreStats;
  inventory: InventoryValue;
}

export function figuresOf(store: SellerStoreRow | null, products: readonly SellerProductRow[]): StoreFigures {
  const facts = products.map(wireToSnapshot);
  return { store, stats: storeStats(facts), inventory: inventoryValue(facts) };
}

export interface LowStockItem {
  product: SellerProductRow;
  suggestion: number;
}

export function lowStockOf(products: readonly SellerProductRow[]): LowStockItem[] {
  const byId = new Map(products.map((p) => [String(p.id), p]));
  return lowStockProducts(products.map(wireToSnapshot)).flatMap((s) => {
    const product = byId.get(s.id);
    return product ? [{ product, suggestion: restockSuggestion(s) }] : [];
  });
}

/** Every store's figures, then the total over all of them (store null). */
export function useDashboardFigures():
  | { perStore: StoreFigures[]; total: StoreFigures; lowStock: LowStockItem[] }
  | undefined {
  return useLiveRead(async () => {
    const [stores, products] = await Promise.all([db.sellerStores.toArray(), db.sellerProducts.toArray()]);
    return {
      perStore: stores.map((s) =>
        figuresOf(
          s,
          products.filter((p) => p.storeId === s.id),
        ),
      ),
      total: figuresOf(null, products),
      lowStock: lowStockOf(products),
    };
  }, []);
}

/** The latest coupon redemptions this device knows (synced for offline validation). */
export function useRecentRedemptions(limit = 5) {
  return useLiveRead(() => db.redemptionCodes.orderBy('validationCode').toArray(), [])
    ?.sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt))
    .slice(0, limit);
}

const reservationsSchema = z.array(sellerReservationSchema);

/** Today's pickups and the plan: the server's answer; offline, the dashboard says they come back with it. */
export const useSellerReservations = () =>
  useOnlineRead('/api/seller/reservations', (path) => requestParsed(reservationsSchema, path));
export const useSellerSubscription = () =>
  useOnlineRead('/api/seller/subscription', (path) => requestParsed(subscriptionViewSchema, path));

/** Picked up at the stall (completed) or not (no-show: cancelled, the held stock comes back). */
export async function endReservation(id: number, status: 'completed' | 'cancelled'): Promise<void> {
  await requestParsed(sellerReservationSchema, `/api/seller/reservations/${id}/status`, {
    method: 'PUT',
    body: { status },
  });
}
