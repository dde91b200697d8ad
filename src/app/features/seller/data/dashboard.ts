/**
 * The dashboard's figures (spec 001 §3 and §9) computed by the domain from this device's copy, so they show
 * offline; plus the two reads that only the server knows (today's reservations, the plan), fetched online.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { db } from '../../../../data/db';
import { requestParsed } from '../../../../data/typed-request';
import { type SellerReservationWire, sellerReservationSchema } from '../../../../domain/api/shopper';
import { type SubscriptionView, subscriptionViewSchema } from '../../../../domain/billing/api';
import {
  type InventoryValue,
  inventoryValue,
  lowStockProducts,
  restockSuggestion,
  type StoreStats,
  storeStats,
} from '../../../../domain/product/calculations';
import type { SellerProductRow, SellerStoreRow } from './catalogue';
import { wireToSnapshot } from './product-rows';

export type { SellerReservationWire, SubscriptionView };

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
  return useLiveQuery(async () => {
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
  return useLiveQuery(() => db.redemptionCodes.orderBy('validationCode').toArray(), [])
    ?.sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt))
    .slice(0, limit);
}

type OnlineRead<T> = { data?: T; error?: unknown; reload: () => void };

function useOnlineRead<T>(load: () => Promise<T>): OnlineRead<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level function per caller; `tick` asks for a reload
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data }),
      (error) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [tick]);
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) };
}

const loadReservations = () => requestParsed(z.array(sellerReservationSchema), '/api/seller/reservations');
const loadSubscription = () => requestParsed(subscriptionViewSchema, '/api/seller/subscription');

export const useSellerReservations = () => useOnlineRead(loadReservations);
export const useSellerSubscription = () => useOnlineRead(loadSubscription);

/** Picked up at the stall (completed) or not (no-show: cancelled, the held stock comes back). */
export async function endReservation(id: number, status: 'completed' | 'cancelled'): Promise<void> {
  await requestParsed(sellerReservationSchema, `/api/seller/reservations/${id}/status`, {
    method: 'PUT',
    body: { status },
  });
}
