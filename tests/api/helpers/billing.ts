/** Billing helpers: signed webhook deliveries (the Stripe-Signature scheme) and the local checkout's forms. */
import Stripe from 'stripe';
import type { TestApp } from './test-app';

export async function deliver(
  t: TestApp,
  event: object,
  options: { secret?: string; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? t.app.billing.require().webhookSecret,
    });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export async function startCheckout(t: TestApp, headers: Record<string, string>, plan: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/subscription/checkout',
    headers,
    payload: { plan },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const { url, sessionId } = res.json() as { url: string; sessionId: string };
  return { path: new URL(url).pathname, sessionId };
}

export async function submitCard(t: TestApp, path: string, number: string, expiry = '12/34', cvc = '123') {
  return t.app.inject({
    method: 'POST',
    url: path,
    ...form({ number, expiry, cvc, name: 'Carlos Oliveira' }),
  });
}
