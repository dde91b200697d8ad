import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAID_PLAN_IDS } from './plans';
import {
  applySubscriptionEvent,
  canTransition,
  SUBSCRIPTION_STATUSES,
  type SubscriptionEvent,
  type SubscriptionState,
  type SubscriptionStatus,
} from './subscription';

/** A history of events applied in delivery order, as the webhook applies them one by one. */
const applyAll = (state: SubscriptionState | null, events: readonly SubscriptionEvent[]) =>
  events.reduce(applySubscriptionEvent, state);

const at = fc.integer({ min: 1, max: 1_000 }).map((s) => s * 1000);
const plan = fc.constantFrom(...PAID_PLAN_IDS);
const status = fc.constantFrom(...SUBSCRIPTION_STATUSES);
const periodEnd = fc.option(
  fc.integer({ min: 1, max: 5_000 }).map((s) => s * 1000),
  { nil: null },
);

const eventArb: fc.Arbitrary<SubscriptionEvent> = fc.oneof(
  fc.record({
    type: fc.constant('subscription.updated' as const),
    at,
    plan,
    status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: fc.boolean(),
  }),
  fc.record({ type: fc.constant('subscription.deleted' as const), at, plan, currentPeriodEnd: periodEnd }),
  fc.record({ type: fc.constant('invoice.paid' as const), at, periodEnd }),
  fc.record({ type: fc.constant('invoice.payment_failed' as const), at }),
);

const stateArb: fc.Arbitrary<SubscriptionState> = fc.record({
  plan,
  status,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: fc.boolean(),
  lastEventAt: at,
});

/**
 * What a provider really sends: a walk along allowed transitions with strictly increasing timestamps, invoices
 * in between, and a full subscription event (updated or deleted) last.
 */
const historyArb: fc.Arbitrary<SubscriptionEvent[]> = fc
  .record({
    steps: fc.array(
      fc.record({
        next: status,
        plan,
        periodEnd,
        cancel: fc.boolean(),
        invoice: fc.constantFrom('none', 'paid', 'failed'),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    deletedLast: fc.boolean(),
  })
  .map(({ steps, deletedLast }) => {
    const events: SubscriptionEvent[] = [];
    let current: SubscriptionStatus | null = null;
    let t = 0;
    for (const step of steps) {
      if (current !== null && !canTransition(current, step.next)) continue;
      if (current === 'canceled') break;
      if (current !== null && step.invoice !== 'none') {
        t += 1000;
        events.push(
          step.invoice === 'paid'
            ? { type: 'invoice.paid', at: t, periodEnd: step.periodEnd }
            : { type: 'invoice.payment_failed', at: t },
        );
        if (step.invoice === 'paid') current = 'active';
        if (step.invoice === 'failed' && canTransition(current, 'past_due')) current = 'past_due';
        if (!canTransition(current, step.next)) continue;
      }
      t += 1000;
      events.push({
        type: 'subscription.updated',
        at: t,
        plan: step.plan,
        status: step.next,
        currentPeriodEnd: step.periodEnd,
        cancelAtPeriodEnd: step.cancel,
      });
      current = step.next;
    }
    if (deletedLast || events.length === 0 || events.at(-1)?.type !== 'subscription.updated') {
      if (events.length === 0) {
        events.push({
          type: 'subscription.updated',
          at: 1000,
          plan: 'feira',
          status: 'active',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        });
      }
      events.push({ type: 'subscription.deleted', at: t + 2000, plan: 'feira', currentPeriodEnd: null });
    }
    return events;
  });

describe('subscription state machine (properties)', () => {
  it('an event older than the last one applied changes nothing', () => {
    fc.assert(
      fc.property(stateArb, eventArb, (state, event) => {
        fc.pre(event.at < state.lastEventAt);
        expect(applySubscriptionEvent(state, event)).toBe(state);
      }),
    );
  });

  it('never makes a transition the machine does not allow', () => {
    fc.assert(
      fc.property(fc.option(stateArb, { nil: null }), eventArb, (state, event) => {
        const next = applySubscriptionEvent(state, event);
        if (state && next) expect(canTransition(state.status, next.status)).toBe(true);
        if (next && state && next !== state)
          expect(next.lastEventAt).toBeGreaterThanOrEqual(state.lastEventAt);
      }),
    );
  });

  it('canceled is final', () => {
    fc.assert(
      fc.property(stateArb, fc.array(eventArb), (state, events) => {
        const canceled = { ...state, status: 'canceled' as const };
        expect(applyAll(canceled, events)?.status).toBe('canceled');
      }),
    );
  });

  it('a real history gives the same state whatever the delivery order, with every event delivered 1–3 times', () => {
    fc.assert(
      fc.property(
        historyArb.chain((history) =>
          fc.tuple(
            fc.constant(history),
            fc
              .array(fc.integer({ min: 1, max: 3 }), { minLength: history.length, maxLength: history.length })
              .map((copies) => history.flatMap((e, i) => Array.from({ length: copies[i] ?? 1 }, () => e)))
              .chain((deliveries) => fc.shuffledSubarray(deliveries, { minLength: deliveries.length })),
          ),
        ),
        ([history, delivered]) => {
          expect(applyAll(null, delivered)).toEqual(applyAll(null, history));
        },
      ),
    );
  });

  it('applying the same event twice is the same as once', () => {
    fc.assert(
      fc.property(fc.option(stateArb, { nil: null }), eventArb, (state, event) => {
        const once = applySubscriptionEvent(state, event);
        expect(applySubscriptionEvent(once, event)).toEqual(once);
      }),
    );
  });
});
