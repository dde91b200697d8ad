/**
 * Feira's plans. Limits apply to each store of the seller; the subscription belongs to the seller's
 * account. Prices are monthly, in BRL with two decimals like every amount of the domain (Stripe's integer
 * cents are computed at the provider boundary). The highlight limit never goes above spec 001 §9's 10.
 */
import { PRODUCT_LIMITS } from '../product/limits';

export const PLAN_IDS = ['gratis', 'feira', 'feira-plus'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['feira', 'feira-plus'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** What a plan lets one store have. `null` means no limit. */
export interface PlanLimits {
  products: number | null;
  highlightedProducts: number;
  activeCoupons: number | null;
  activePromotions: number | null;
  /** Followers one alert of the store (new highlight, new promotion) reaches by push. */
  pushReach: number | null;
}
export type LimitKind = Exclude<keyof PlanLimits, 'pushReach'>;

export interface Plan {
  id: PlanId;
  name: string;
  priceMonthly: number;
  description: string;
  limits: PlanLimits;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  gratis: {
    id: 'gratis',
    name: 'Grátis',
    priceMonthly: 0,
    description: 'Para começar: uma vitrine pequena, sem custo.',
    limits: { products: 10, highlightedProducts: 1, activeCoupons: 1, activePromotions: 1, pushReach: 50 },
  },
  feira: {
    id: 'feira',
    name: 'Feira',
    priceMonthly: 29.9,
    description: 'Para a barraca de toda semana: catálogo completo, destaques, cupons e promoções.',
    limits: {
      products: 100,
      highlightedProducts: PRODUCT_LIMITS.highlightsPerStoreMax,
      activeCoupons: 10,
      activePromotions: 10,
      pushReach: 1000,
    },
  },
  'feira-plus': {
    id: 'feira-plus',
    name: 'Feira+',
    priceMonthly: 59.9,
    description: 'Para quem vende em várias feiras: sem limite de produtos, cupons, promoções e alcance.',
    limits: {
      products: null,
      highlightedProducts: PRODUCT_LIMITS.highlightsPerStoreMax,
      activeCoupons: null,
      activePromotions: null,
      pushReach: null,
    },
  },
};

/** Every new seller starts on a 30-day trial; the trial notification and subscription screens read trialEndsAt. */
export const SELLER_TRIAL_DAYS = 30;
/** The seller trial (SELLER_TRIAL_DAYS) is a trial of this plan. */
export const TRIAL_PLAN: PaidPlanId = 'feira';
export const FREE_PLAN: PlanId = 'gratis';

export const isPaidPlan = (id: string): id is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(id);

/** Upgrade when the target costs more, downgrade when it costs less. */
export function planChangeKind(from: PlanId, to: PlanId): 'upgrade' | 'downgrade' | 'same' {
  const a = PLANS[from].priceMonthly;
  const b = PLANS[to].priceMonthly;
  return a === b ? 'same' : b > a ? 'upgrade' : 'downgrade';
}

/** Whether one more item of `kind` fits when `used` already exist. */
export function hasRoom(limits: PlanLimits, kind: LimitKind, used: number): boolean {
  const limit = limits[kind];
  return limit === null || used < limit;
}
