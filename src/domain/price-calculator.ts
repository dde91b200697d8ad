/**
 * The stall owner's price and margin calculator (/calculator): from the cost of one unit, the day's
 * fixed costs at the market, the card fees and the desired margin to a suggested price and the units to sell
 * per market day to break even. Pure and offline: the page computes as the seller types.
 *
 * The margin is on the price (what is left of each real received), the way stall owners talk about it; the
 * card fee is charged on the card share of sales; the Feira plan's monthly price is spread over the month's
 * market days. The suggested price follows the product price rules (R$ 0,01 to R$ 999.999,99) and is rounded
 * up to the cent, so the margin is never below the one asked for.
 */
import { z } from 'zod';
import { PLAN_IDS, PLANS } from './billing/plans';
import { formatBRL } from './format';
import { PRODUCT_LIMITS } from './product/limits';
import { productMessages } from './product/messages';
import { numberish } from './product/value-objects/parse';

/** Usual fees of Brazilian card machines, for the preset; the seller types their own machine's rate. */
export const CARD_FEE_PRESETS = [
  { id: 'debito', label: 'Débito (1,99%)', feePercent: 1.99 },
  { id: 'credito', label: 'Crédito à vista (4,98%)', feePercent: 4.98 },
  { id: 'credito-na-hora', label: 'Crédito com recebimento na hora (6,49%)', feePercent: 6.49 },
  { id: 'pix', label: 'Só Pix e dinheiro (0%)', feePercent: 0 },
] as const;

export const CALCULATOR_LIMITS = {
  cardFeeMaxPercent: 30,
  marginMaxPercent: 95,
  marketDaysMax: 31,
} as const;

export const calculatorMessages = {
  costRequired: 'Informe o custo de uma unidade',
  costPositive: `O custo de uma unidade deve ser de pelo menos ${formatBRL(PRODUCT_LIMITS.priceMin)}`,
  amountInvalid: 'Informe um valor em reais, como 12,50',
  amountNegative: 'O valor não pode ser negativo',
  percentInvalid: 'Informe uma porcentagem entre 0 e 100',
  cardFeeTooHigh: `A taxa do cartão deve ser de no máximo ${CALCULATOR_LIMITS.cardFeeMaxPercent}%`,
  marginTooHigh: `A margem deve ser de no máximo ${CALCULATOR_LIMITS.marginMaxPercent}%`,
  marketDaysInvalid: `Informe de 1 a ${CALCULATOR_LIMITS.marketDaysMax} dias de feira por mês`,
  impossible:
    'A margem desejada mais a taxa do cartão chegam a 100% do preço: nenhum preço cobre o custo. Reduza a margem.',
  priceTooHigh: productMessages.priceTooHigh,
  noProfitPerUnit: 'Com esse preço cada venda não cobre o próprio custo: não há ponto de equilíbrio.',
} as const;

const m = calculatorMessages;
const amount = (required: boolean) =>
  z.preprocess(
    (v) => numberish(v) ?? (required ? undefined : 0),
    z
      .number({ error: (iss) => (iss.input === undefined ? m.costRequired : m.amountInvalid) })
      .finite({ error: m.amountInvalid })
      .min(0, { error: m.amountNegative })
      .max(PRODUCT_LIMITS.priceMax, { error: m.priceTooHigh }),
  );
const percent = (max: number, tooHigh: string) =>
  z.preprocess(
    (v) => numberish(v) ?? 0,
    z
      .number({ error: m.percentInvalid })
      .finite({ error: m.percentInvalid })
      .min(0, m.percentInvalid)
      .max(max, tooHigh),
  );

/** What the form sends: strings as typed ("12,50") or numbers. */
export const calculatorInputSchema = z.object({
  /** Cost of goods of one unit: what the seller paid for it. Must be a valid product price. */
  unitCost: amount(true).pipe(z.number().min(PRODUCT_LIMITS.priceMin, m.costPositive)),
  /** The market's fee for the stall, per market day. */
  marketFeePerDay: amount(false),
  /** Transport, ice, a helper… per market day. */
  otherCostsPerDay: amount(false),
  cardSharePercent: percent(100, m.percentInvalid),
  cardFeePercent: percent(CALCULATOR_LIMITS.cardFeeMaxPercent, m.cardFeeTooHigh),
  marginPercent: percent(CALCULATOR_LIMITS.marginMaxPercent, m.marginTooHigh),
  plan: z.enum(PLAN_IDS),
  marketDaysPerMonth: z.preprocess(
    numberish,
    z
      .number({ error: m.marketDaysInvalid })
      .int(m.marketDaysInvalid)
      .min(1, m.marketDaysInvalid)
      .max(CALCULATOR_LIMITS.marketDaysMax, m.marketDaysInvalid),
  ),
});
export type CalculatorInput = z.output<typeof calculatorInputSchema>;

export interface CalculatorResult {
  suggestedPrice: number;
  /** Card fee paid on an average unit sold (card share × fee × price). */
  cardFeePerUnit: number;
  /** What one unit sold leaves after its cost and its card fee. */
  profitPerUnit: number;
  /** The plan's monthly price spread over the market days. */
  planCostPerDay: number;
  fixedCostsPerDay: number;
  /** Units to sell per market day so the day's fixed costs are covered; 0 when there are none. */
  breakEvenUnits: number;
}

export type CalculatorOutcome = { ok: true; result: CalculatorResult } | { ok: false; message: string };

/** To the nearest cent, half up, after dropping float noise (67.475 is 67.4749999… in binary). */
const cents = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;
/** Up to the next cent, ignoring float noise (10.000000001 stays 10.00). */
const centsUp = (value: number) => Math.ceil(Number((value * 100).toPrecision(12))) / 100;

export function calculatePrice(input: CalculatorInput): CalculatorOutcome {
  const feeRate = (input.cardSharePercent / 100) * (input.cardFeePercent / 100);
  const marginRate = input.marginPercent / 100;
  if (feeRate + marginRate >= 1) return { ok: false, message: m.impossible };
  const suggestedPrice = Math.max(
    PRODUCT_LIMITS.priceMin,
    centsUp(input.unitCost / (1 - feeRate - marginRate)),
  );
  if (suggestedPrice > PRODUCT_LIMITS.priceMax) return { ok: false, message: m.priceTooHigh };
  const cardFeePerUnit = suggestedPrice * feeRate;
  const profitPerUnit = suggestedPrice - input.unitCost - cardFeePerUnit;
  const planCostPerDay = PLANS[input.plan].priceMonthly / input.marketDaysPerMonth;
  const fixedCostsPerDay = input.marketFeePerDay + input.otherCostsPerDay + planCostPerDay;
  let breakEvenUnits = 0;
  if (fixedCostsPerDay > 0) {
    if (profitPerUnit <= 0) return { ok: false, message: m.noProfitPerUnit };
    // A tolerance of a thousandth of a unit: 3.0000000004 units is 3, not 4.
    breakEvenUnits = Math.ceil(fixedCostsPerDay / profitPerUnit - 1e-9);
  }
  return {
    ok: true,
    result: {
      suggestedPrice,
      cardFeePerUnit: cents(cardFeePerUnit),
      profitPerUnit: cents(profitPerUnit),
      planCostPerDay: cents(planCostPerDay),
      fixedCostsPerDay: cents(fixedCostsPerDay),
      breakEvenUnits,
    },
  };
}
