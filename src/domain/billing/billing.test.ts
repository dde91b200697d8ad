import { describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS } from '../product/limits';
import { billingMessages, planLimitLines, testCheckoutMessages } from './messages';
import { FREE_PLAN, hasRoom, isPaidPlan, PLAN_IDS, PLANS, planChangeKind, TRIAL_PLAN } from './plans';
import { applySubscriptionEvent, entitlementOf, type SubscriptionState } from './subscription';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23, 15);
const active: SubscriptionState = {
  plan: 'feira-plus',
  status: 'active',
  currentPeriodEnd: now + 10 * DAY,
  cancelAtPeriodEnd: false,
  lastEventAt: now - DAY,
};

describe('plans', () => {
  it('never allow more highlights than spec 001 §9, and grow with the price', () => {
    for (const id of PLAN_IDS) {
      expect(PLANS[id].limits.highlightedProducts).toBeLessThanOrEqual(PRODUCT_LIMITS.highlightsPerStoreMax);
    }
    expect(PLANS.gratis.priceMonthly).toBe(0);
    expect(planChangeKind('gratis', 'feira')).toBe('upgrade');
    expect(planChangeKind('feira-plus', 'feira')).toBe('downgrade');
    expect(planChangeKind('feira', 'feira')).toBe('same');
    expect(isPaidPlan('gratis')).toBe(false);
    expect(isPaidPlan('feira')).toBe(true);
  });

  it('counts room against the limit; null is unlimited', () => {
    expect(hasRoom(PLANS.gratis.limits, 'products', 9)).toBe(true);
    expect(hasRoom(PLANS.gratis.limits, 'products', 10)).toBe(false);
    expect(hasRoom(PLANS['feira-plus'].limits, 'products', 1_000_000)).toBe(true);
  });
});

describe('entitlement', () => {
  it('a live subscription gives its plan', () => {
    expect(entitlementOf(active, null, now)).toMatchObject({ plan: 'feira-plus', source: 'subscription' });
    expect(entitlementOf({ ...active, status: 'past_due' }, null, now).plan).toBe('feira-plus');
  });

  it('a cancellation at period end keeps the plan until the period ends', () => {
    const canceling = { ...active, cancelAtPeriodEnd: true };
    expect(entitlementOf(canceling, null, now).plan).toBe('feira-plus');
    expect(entitlementOf(canceling, null, now + 11 * DAY).plan).toBe(FREE_PLAN);
  });

  it('the seller trial gives the trial plan, then the free plan', () => {
    const trialEnd = now + 2.5 * DAY;
    expect(entitlementOf(null, trialEnd, now)).toMatchObject({
      plan: TRIAL_PLAN,
      status: 'trialing',
      source: 'trial',
      trialDaysLeft: 3,
    });
    expect(entitlementOf(null, trialEnd, now + 3 * DAY)).toMatchObject({
      plan: FREE_PLAN,
      status: 'free',
      trialDaysLeft: 0,
    });
    expect(entitlementOf({ ...active, status: 'canceled' }, null, now)).toMatchObject({ plan: FREE_PLAN });
  });
});

describe('state machine examples', () => {
  it('past_due delivered after a newer active changes nothing', () => {
    const activeAt2 = applySubscriptionEvent(null, {
      type: 'subscription.updated',
      at: 2000,
      plan: 'feira',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const late = applySubscriptionEvent(activeAt2, {
      type: 'subscription.updated',
      at: 1000,
      plan: 'feira',
      status: 'past_due',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(late?.status).toBe('active');
  });

  it('a failed invoice makes an active subscription past due, and a paid one brings it back', () => {
    const failed = applySubscriptionEvent(active, { type: 'invoice.payment_failed', at: now });
    expect(failed?.status).toBe('past_due');
    const paid = applySubscriptionEvent(failed, {
      type: 'invoice.paid',
      at: now + 1,
      periodEnd: now + 30 * DAY,
    });
    expect(paid).toMatchObject({ status: 'active', currentPeriodEnd: now + 30 * DAY });
    expect(applySubscriptionEvent(null, { type: 'invoice.paid', at: now, periodEnd: null })).toBeNull();
  });
});

describe('billing messages', () => {
  it('say the limit, the plan and the way out, with singular and plural', () => {
    expect(billingMessages.limitReached('products', 10, 'gratis')).toBe(
      'Seu plano Grátis permite até 10 produtos por loja. Remova um produto ou mude de plano para cadastrar outro.',
    );
    expect(billingMessages.limitReached('activeCoupons', 1, 'gratis')).toContain('1 cupom ativo');
    expect(billingMessages.priceLabel('feira')).toMatch(/^R\$\s?29,90\/mês$/);
    expect(billingMessages.priceLabel('gratis')).toBe('Grátis');
    expect(billingMessages.cancelScheduled(Date.UTC(2026, 11, 1, 15))).toContain('01/12/2026');
    expect(billingMessages.cancelScheduled(null)).toContain('fim do período');
    expect(billingMessages.planChanged('feira-plus')).toBe('Plano alterado para Feira+.');
    expect(billingMessages.result.success('feira')).toContain('Feira');
    expect(billingMessages.result.success(null)).toBe('Pagamento aprovado!');
    expect(testCheckoutMessages.intro('feira')).toContain('Feira');
  });

  it('list a plan’s limits for the plan cards, singular, plural, thousands and no limit', () => {
    expect(planLimitLines(PLANS.gratis.limits)).toEqual([
      'Até 10 produtos por loja',
      'Até 1 produto em destaque por loja',
      'Até 1 cupom ativo por loja',
      'Até 1 promoção ativa por loja',
      'Avisos por push a até 50 seguidores',
    ]);
    expect(planLimitLines(PLANS.feira.limits)[4]).toBe('Avisos por push a até 1.000 seguidores');
    expect(planLimitLines(PLANS['feira-plus'].limits)).toEqual([
      'Produtos sem limite por loja',
      'Até 10 produtos em destaque por loja',
      'Cupons ativos sem limite por loja',
      'Promoções ativas sem limite por loja',
      'Avisos por push a todos os seguidores',
    ]);
  });
});

describe('billing API shapes', () => {
  it('accept a paid plan at checkout and refuse the free one with a Portuguese message', async () => {
    const { checkoutRequestSchema, checkoutStatusSchema } = await import('./api');
    expect(checkoutRequestSchema.parse({ plan: 'feira-plus' })).toEqual({ plan: 'feira-plus' });
    const free = checkoutRequestSchema.safeParse({ plan: 'gratis' });
    expect(free.success).toBe(false);
    expect(free.error?.issues[0]?.message).toBe('Escolha um plano pago: feira ou feira-plus');
    expect(
      checkoutStatusSchema.safeParse({ sessionId: 'cs_1', status: 'pending', plan: 'feira', message: 'x' })
        .success,
    ).toBe(true);
  });
});
