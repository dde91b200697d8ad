/**
 * Subscriptions and card payment through the local test-mode provider: its checkout page with
 * Stripe's test cards, the signed webhook it posts to, and what the seller's subscription then says.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOf, invoiceObject, subscriptionObject } from '../../server/billing/local-objects';
import { billingEvents, subscriptions, users } from '../../server/db/schema';
import { deliver, form, startCheckout, submitCard } from './helpers/billing';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`billing (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let carlos: TestSession;
  let luciana: TestSession;
  let shopper: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    carlos = await sessionFor(t.database, 'vendedor');
    luciana = await sessionFor(t.database, 'vendedora');
    shopper = await sessionFor(t.database, 'cliente');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, who: TestSession) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, who: TestSession, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const subscriptionOf = async (who: TestSession) => (await get('/api/seller/subscription', who)).json();
  const eventCount = async () => (await t.database.db.select({ n: count() }).from(billingEvents))[0]?.n;

  it('lists the plans publicly and reports test mode', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/billing/plans' })).json();
    expect(plans.plans.map((p: { id: string }) => p.id)).toEqual(['gratis', 'feira', 'feira-plus']);
    expect(plans).toMatchObject({ trialPlan: 'feira', trialDays: 30 });
    expect(plans.plans[1]).toMatchObject({ name: 'Feira', priceMonthly: 29.9 });
    const mode = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(mode.json()).toEqual({ mode: 'test' });
  });

  it('shows a seller in trial the trial plan with usage per store', async () => {
    const view = await subscriptionOf(carlos);
    expect(view).toMatchObject({ status: 'trialing', source: 'trial', trialDaysLeft: 10, provider: null });
    expect(view.plan.id).toBe('feira');
    expect(view.stores.length).toBeGreaterThan(5);
    expect(view.stores[0].usage.products).toMatchObject({ used: 14, limit: 100, label: 'Produtos' });
    const one = (await get(`/api/seller/stores/${view.stores[0].storeId}/subscription`, carlos)).json();
    expect(one.stores).toHaveLength(1);
    expect((await get(`/api/seller/stores/${view.stores[0].storeId}/subscription`, luciana)).statusCode).toBe(
      403,
    );
    expect((await get('/api/seller/subscription', shopper)).statusCode).toBe(403);
  });

  it('refuses a webhook whose signature is wrong or missing, recording nothing', async () => {
    const event = eventOf('evt_forged', 'customer.subscription.created', 100, { id: 'sub_x' });
    const wrong = await deliver(t, event, { secret: 'whsec_not_ours' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_SIGNATURE',
      message: 'Assinatura do webhook inválida',
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(none.statusCode).toBe(400);
    // Signed, then altered: the HMAC covers the exact bytes.
    const good = await deliver(t, event, { signature: 't=1,v1=00' });
    expect(good.statusCode).toBe(400);
    expect(await eventCount()).toBe(0);
  });

  it('applies an event once however often it is delivered, in the order of the provider timestamps', async () => {
    const base = {
      id: 'sub_ordem',
      customer: 'cus_ordem',
      userId: luciana.userId,
      plan: 'feira' as const,
      created: 1_000,
      currentPeriodStart: 1_000,
      currentPeriodEnd: 9_000_000_000,
      cancelAtPeriodEnd: false,
    };
    const active = eventOf(
      'evt_active',
      'customer.subscription.updated',
      2_000,
      subscriptionObject({ ...base, status: 'active' }),
    );
    const pastDue = eventOf(
      'evt_past_due',
      'customer.subscription.updated',
      1_500,
      subscriptionObject({ ...base, status: 'past_due' }),
    );
    expect((await deliver(t, active)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(t, active)).json()).toMatchObject({ outcome: 'duplicate' });
    // past_due was sent before active (older timestamp) but arrives after it: nothing changes.
    expect((await deliver(t, pastDue)).json()).toMatchObject({ outcome: 'ignored' });
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_ordem'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', plan: 'feira', userId: luciana.userId });
    // A newer failed invoice makes it past due; an older paid invoice arriving late does not undo that.
    const failed = eventOf(
      'evt_failed',
      'invoice.payment_failed',
      3_000,
      invoiceObject({ ...base, status: 'active' }, { id: 'in_ordem', paid: false, created: 3_000 }),
    );
    const latePaid = eventOf(
      'evt_late_paid',
      'invoice.paid',
      2_500,
      invoiceObject({ ...base, status: 'active' }, { id: 'in_ordem0', paid: true, created: 2_500 }),
    );
    await deliver(t, failed);
    await deliver(t, latePaid);
    const [after] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_ordem'));
    expect(after?.status).toBe('past_due');
    const view = await subscriptionOf(luciana);
    expect(view).toMatchObject({
      status: 'past_due',
      source: 'subscription',
      statusLabel: 'Pagamento pendente',
    });
    const invoices = (await get('/api/seller/invoices', luciana)).json().invoices;
    expect(invoices.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      ['in_ordem', 'failed'],
      ['in_ordem0', 'paid'],
    ]);
    const deleted = eventOf(
      'evt_deleted',
      'customer.subscription.deleted',
      4_000,
      subscriptionObject({ ...base, status: 'canceled' }),
    );
    await deliver(t, deleted);
    expect((await subscriptionOf(luciana)).source).toBe('trial');
  });

  it('applies an event delivered several times at once exactly once', async () => {
    const sub = {
      id: 'sub_corrida',
      customer: 'cus_corrida',
      userId: luciana.userId,
      plan: 'feira-plus' as const,
      status: 'active' as const,
      created: 5_000,
      currentPeriodStart: 5_000,
      currentPeriodEnd: 9_000_000_000,
      cancelAtPeriodEnd: false,
    };
    const event = eventOf('evt_corrida', 'customer.subscription.created', 5_000, subscriptionObject(sub));
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(t, event)));
    const outcomes = answers.map((a) => a.json().outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_corrida'));
    expect(rows).toHaveLength(1);
    // Ended again so Luciana is back in her trial for the checkouts below.
    const gone = eventOf('evt_corrida_fim', 'customer.subscription.deleted', 6_000, subscriptionObject(sub));
    expect((await deliver(t, gone)).json().outcome).toBe('applied');
  });

  it('4242 4242 4242 4242 pays: the webhook activates the plan and the callback reads success', async () => {
    const { path, sessionId } = await startCheckout(t, carlos.headers, 'feira-plus');
    expect(path).toBe(`/api/test-checkout/${sessionId}`);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<label for="card-number">Número do cartão</label>');
    expect(page.body).toContain('Modo de teste');
    expect(page.body).not.toContain('<script');
    expect((await get(`/api/billing/checkout/${sessionId}`, carlos)).json().status).toBe('failure');

    const paid = await submitCard(t, path, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/callback?session_id=${sessionId}`);
    expect((await get(`/api/billing/checkout/${sessionId}`, carlos)).json()).toEqual({
      sessionId,
      status: 'success',
      plan: 'feira-plus',
      message: 'Pagamento aprovado! Seu plano Feira+ está ativo.',
    });
    // Somebody else's session is not theirs to read.
    expect((await get(`/api/billing/checkout/${sessionId}`, luciana)).statusCode).toBe(404);
    const view = await subscriptionOf(carlos);
    expect(view).toMatchObject({
      status: 'active',
      source: 'subscription',
      provider: 'local',
      cancelAtPeriodEnd: false,
    });
    expect(view.plan.id).toBe('feira-plus');
    expect(view.stores[0].usage.products.limit).toBeNull();
    const invoices = (await get('/api/seller/invoices', carlos)).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 59.9, currency: 'BRL', status: 'paid', statusLabel: 'Paga' });

    // Paying the same session again changes nothing.
    const events = await eventCount();
    const again = await submitCard(t, path, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(await eventCount()).toBe(events);
    expect((await post('/api/seller/subscription/checkout', carlos, { plan: 'feira' })).json().code).toBe(
      'ALREADY_SUBSCRIBED',
    );
  });

  it('cancels at period end, resumes, and changes plan through the provider webhook', async () => {
    const canceled = await post('/api/seller/subscription/cancel', carlos);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().message).toMatch(
      /^Cancelamento agendado\. Seu plano continua até \d{2}\/\d{2}\/\d{4}\.$/,
    );
    expect(canceled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const resumed = await post('/api/seller/subscription/resume', carlos);
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await post('/api/seller/subscription/resume', carlos)).json().code).toBe('NOT_CANCELING');
    const down = await post('/api/seller/subscription/change', carlos, { plan: 'feira' });
    expect(down.json()).toMatchObject({ message: 'Plano alterado para Feira.' });
    expect(down.json().subscription.plan.id).toBe('feira');
    expect((await post('/api/seller/subscription/change', carlos, { plan: 'feira' })).json().code).toBe(
      'SAME_PLAN',
    );
    const toFree = await post('/api/seller/subscription/change', carlos, { plan: 'gratis' });
    expect(toFree.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await post('/api/seller/subscription/portal', carlos)).json().code).toBe('PORTAL_UNAVAILABLE');
  });

  it('4000 0000 0000 0002 is declined with Stripe’s message and the plan stays the same', async () => {
    const before = await subscriptionOf(luciana);
    const { path, sessionId } = await startCheckout(t, luciana.headers, 'feira');
    const declined = await submitCard(t, path, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Seu cartão foi recusado.');
    expect(declined.body).toContain('aria-describedby="payment-error"');
    expect(await subscriptionOf(luciana)).toEqual(before);
    const status = (await get(`/api/billing/checkout/${sessionId}`, luciana)).json();
    expect(status).toMatchObject({ status: 'failure', message: 'Seu cartão foi recusado.' });
    const bad = await submitCard(t, path, '4242 4242 4242 4241');
    expect(bad.body).toContain('O número do cartão é inválido.');
    const expired = await submitCard(t, path, '4242 4242 4242 4242', '01/20');
    expect(expired.body).toContain('A data de validade do seu cartão já passou.');
    const gaveUp = await t.app.inject({ method: 'POST', url: `${path}/cancel`, ...form({}) });
    expect(gaveUp.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(409);
  });

  it('4000 0025 0000 3155 asks for confirmation, then succeeds', async () => {
    const { path, sessionId } = await startCheckout(t, luciana.headers, 'feira');
    const asked = await submitCard(t, path, '4000 0025 0000 3155');
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(path);
    const confirmPage = await t.app.inject({ method: 'GET', url: path });
    expect(confirmPage.body).toContain('Confirme o pagamento');
    expect((await subscriptionOf(luciana)).source).toBe('trial');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${path}/confirm`,
      ...form({ action: 'fail' }),
    });
    expect(refused.body).toContain('Não foi possível autenticar sua forma de pagamento.');
    await submitCard(t, path, '4000002500003155');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${path}/confirm`,
      ...form({ action: 'confirm' }),
    });
    expect(confirmed.statusCode).toBe(303);
    expect((await get(`/api/billing/checkout/${sessionId}`, luciana)).json().status).toBe('success');
    expect(await subscriptionOf(luciana)).toMatchObject({ status: 'active', source: 'subscription' });
  });

  it('a seller whose trial ended and who never paid gets the free plan', async () => {
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, carlos.userId));
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, carlos.userId));
    const view = await subscriptionOf(carlos);
    expect(view).toMatchObject({
      status: 'free',
      source: 'free',
      trialDaysLeft: 0,
      statusLabel: 'Plano grátis',
    });
    expect(view.stores[0].usage.products).toMatchObject({ used: 14, limit: 10 });
  });
});
