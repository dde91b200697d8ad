/**
 * Subscriptions and payments: online-only reads and commands, typed by the domain's schemas. They
 * are about "now" (the provider decides), so nothing is kept in Dexie; a screen shows a clear offline message.
 */
import {
  checkoutResponseSchema,
  checkoutStatusSchema,
  invoicesResponseSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscriptionActionResponseSchema,
  subscriptionViewSchema,
} from '../domain/billing/api';
import type { PaidPlanId, PlanId } from '../domain/billing/plans';
import { STALE_TIME_MS } from '../domain/constants';
import { queryCache } from './query-cache';
import { requestParsed } from './typed-request';

/** Plans are stale after 15 minutes (spec 000 §9). */
export const fetchPlans = () =>
  queryCache.read('/api/billing/plans', STALE_TIME_MS.plans, () =>
    requestParsed(plansResponseSchema, '/api/billing/plans'),
  );

/** All the seller's stores, or one store (its owner's plan). */
export const fetchSubscription = (storeId?: number) =>
  requestParsed(
    subscriptionViewSchema,
    storeId === undefined ? '/api/seller/subscription' : `/api/seller/stores/${storeId}/subscription`,
  );

export const fetchInvoices = () => requestParsed(invoicesResponseSchema, '/api/seller/invoices');

export const startCheckout = (plan: PaidPlanId) =>
  requestParsed(checkoutResponseSchema, '/api/seller/subscription/checkout', {
    method: 'POST',
    body: { plan },
  });

export const changePlan = (plan: PlanId) =>
  requestParsed(subscriptionActionResponseSchema, '/api/seller/subscription/change', {
    method: 'POST',
    body: { plan },
  });

export const cancelSubscription = () =>
  requestParsed(subscriptionActionResponseSchema, '/api/seller/subscription/cancel', {
    method: 'POST',
    body: {},
  });

export const resumeSubscription = () =>
  requestParsed(subscriptionActionResponseSchema, '/api/seller/subscription/resume', {
    method: 'POST',
    body: {},
  });

export const openPortal = () =>
  requestParsed(portalResponseSchema, '/api/seller/subscription/portal', { method: 'POST', body: {} });

/** What the verified webhook decided for a checkout (GET /api/billing/checkout/:sessionId). */
export const fetchCheckoutStatus = (sessionId: string) =>
  requestParsed(checkoutStatusSchema, `/api/billing/checkout/${encodeURIComponent(sessionId)}`, {
    retries: 0,
  });
