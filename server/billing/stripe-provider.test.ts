/**
 * The Stripe implementation against recorded Stripe API answers (recorded/*.json), with no network: the official
 * package runs unchanged over a fetch that answers from the recordings and keeps every request it was sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { eventOf } from './local-objects';
import { readSubscription } from './stripe-events';
import { createStripeProvider } from './stripe-provider';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = (name: string) => readFileSync(path.join(here, 'recorded', `${name}.json`), 'utf8');
const PRICES = { feira: 'price_1QfeiraMensal', 'feira-plus': 'price_1QfeiraPlusMensal' };

interface Sent {
  method: string;
  path: string;
  form: URLSearchParams;
}

function fakeStripe(routes: Record<string, { status?: number; body: string }>, key = 'sk_test_recorded') {
  const sent: Sent[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, form: new URLSearchParams(String(init?.body ?? '')) });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`unrecorded request ${method} ${url.pathname}`);
    return new Response(route.body, {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' },
    });
  };
  const provider = createStripeProvider({
    secretKey: key,
    webhookSecret: 'whsec_recorded',
    prices: PRICES,
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
  });
  return { provider, sent };
}

describe('Stripe provider (recorded API shapes)', () => {
  it('creates a Checkout Session in subscription mode for the plan’s price, coming back to the callback', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/checkout/sessions': { body: recorded('checkout-session') },
    });
    const checkout = await provider.createCheckout({
      userId: 7,
      email: 'vendedor@feira.dev',
      plan: 'feira',
      customerId: null,
      origin: 'https://feira.example.com',
    });
    expect(checkout).toEqual({
      sessionId: 'cs_test_a1b2c3d4e5f6g7h8i9j0',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3d4e5f6g7h8i9j0#fidkdWxOYHwnPyd1blpxYHZxWjA0',
      customerId: null,
    });
    const form = sent[0]?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price]')).toBe('price_1QfeiraMensal');
    expect(form?.get('customer_email')).toBe('vendedor@feira.dev');
    expect(form?.get('subscription_data[metadata][userId]')).toBe('7');
    expect(form?.get('subscription_data[metadata][plan]')).toBe('feira');
    expect(form?.get('success_url')).toBe(
      'https://feira.example.com/payment/callback?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form?.get('locale')).toBe('pt-BR');
    expect(provider.mode).toBe('test');
  });

  it('opens the customer portal and reads a session’s status', async () => {
    const complete = JSON.stringify({ ...JSON.parse(recorded('checkout-session')), status: 'complete' });
    const { provider, sent } = fakeStripe({
      'POST /v1/billing_portal/sessions': { body: recorded('portal-session') },
      'GET /v1/checkout/sessions/cs_test_a1b2c3d4e5f6g7h8i9j0': { body: complete },
    });
    const url = await provider.createPortal(
      'cus_Qfeira0001',
      'https://feira.example.com/seller/subscription',
    );
    expect(url).toBe('https://billing.stripe.com/p/session/test_YWNjdF8xUWZlaXJh');
    expect(sent[0]?.form.get('customer')).toBe('cus_Qfeira0001');
    expect(await provider.checkoutStatus('cs_test_a1b2c3d4e5f6g7h8i9j0')).toBe('complete');
  });

  it('changes plan by swapping the subscription item’s price, and cancels at period end', async () => {
    const { provider, sent } = fakeStripe({
      'GET /v1/subscriptions/sub_1QfeiraSub0001': { body: recorded('subscription') },
      'POST /v1/subscriptions/sub_1QfeiraSub0001': { body: recorded('subscription') },
    });
    await provider.changePlan('sub_1QfeiraSub0001', 'feira-plus');
    const update = sent[1]?.form;
    expect(update?.get('items[0][id]')).toBe('si_QfeiraItem0001');
    expect(update?.get('items[0][price]')).toBe('price_1QfeiraPlusMensal');
    expect(update?.get('proration_behavior')).toBe('create_prorations');
    expect(update?.get('metadata[plan]')).toBe('feira-plus');
    await provider.setCancelAtPeriodEnd('sub_1QfeiraSub0001', true);
    expect(sent[2]?.form.get('cancel_at_period_end')).toBe('true');
  });

  it('reads the recorded subscription as the webhook would: plan from the price, period from the item', () => {
    const { provider } = fakeStripe({});
    const facts = readSubscription(
      eventOf('evt_1', 'customer.subscription.updated', 1795460300, JSON.parse(recorded('subscription'))),
      provider.planOfPrice,
    );
    expect(facts).toEqual({
      subscriptionId: 'sub_1QfeiraSub0001',
      customerId: 'cus_Qfeira0001',
      userId: 7,
      event: {
        type: 'subscription.updated',
        at: 1795460300_000,
        plan: 'feira',
        status: 'active',
        currentPeriodEnd: 1798052200_000,
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('turns a Stripe error into a 502 the seller can retry, and knows a live key', async () => {
    const error = JSON.stringify({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' },
    });
    const { provider } = fakeStripe(
      { 'POST /v1/checkout/sessions': { status: 400, body: error } },
      'sk_live_x',
    );
    expect(provider.mode).toBe('live');
    const failing = provider.createCheckout({
      userId: 7,
      email: 'a@b.c',
      plan: 'feira',
      customerId: 'cus_Qfeira0001',
      origin: 'https://feira.example.com',
    });
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    await expect(failing).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_ERROR' });
  });
});
