import { useMemo, useState } from 'react';
import { PLAN_IDS, PLANS } from '../../../domain/billing';
import { formatBRL } from '../../../domain/format';
import {
  CALCULATOR_LIMITS,
  CARD_FEE_PRESETS,
  calculatePrice,
  calculatorInputSchema,
} from '../../../domain/price-calculator';
import { MoneyField, NumberField, SelectField, TextField } from '../../ui/fields';
import { fieldErrors } from '../../ui/form-errors';

type Values = Record<
  | 'unitCost'
  | 'marketFeePerDay'
  | 'otherCostsPerDay'
  | 'cardSharePercent'
  | 'cardFeePercent'
  | 'marginPercent'
  | 'plan'
  | 'marketDaysPerMonth',
  string
>;

const percentText = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const DEFAULT_FEE = CARD_FEE_PRESETS[1];

const INITIAL: Values = {
  unitCost: '',
  marketFeePerDay: '',
  otherCostsPerDay: '',
  cardSharePercent: '50',
  cardFeePercent: percentText(DEFAULT_FEE.feePercent),
  marginPercent: '30',
  plan: 'feira',
  marketDaysPerMonth: '8',
};

/**
 * The calculator itself: the result follows what is typed (no button, no network); a field's message shows
 * once that field was touched, so an empty form does not open with errors.
 */
export function CalculatorForm() {
  const [values, setValues] = useState<Values>(INITIAL);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const parsed = useMemo(() => calculatorInputSchema.safeParse(values), [values]);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const outcome = parsed.success ? calculatePrice(parsed.data) : null;
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: touched.has(name) ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    onBlur: () => setTouched((t) => new Set(t).add(name)),
  });
  const preset = CARD_FEE_PRESETS.find((p) => percentText(p.feePercent) === values.cardFeePercent)?.id ?? '';

  return (
    <div className="calculator">
      <form className="form calculator__form" noValidate onSubmit={(e) => e.preventDefault()}>
        <MoneyField
          label="Custo de uma unidade (R$)"
          hint="Quanto você pagou pelo produto"
          {...field('unitCost')}
        />
        <MoneyField
          label="Taxa da feira por dia (R$)"
          hint="O que você paga pelo ponto"
          {...field('marketFeePerDay')}
        />
        <MoneyField
          label="Outros custos por dia (R$)"
          hint="Transporte, gelo, sacolas, ajudante"
          {...field('otherCostsPerDay')}
        />
        <SelectField
          label="Maquininha de cartão"
          placeholder="Outra taxa (digite abaixo)"
          options={CARD_FEE_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
          value={preset}
          onChange={(event) => {
            const chosen = CARD_FEE_PRESETS.find((p) => p.id === event.target.value);
            if (chosen) setValues((v) => ({ ...v, cardFeePercent: percentText(chosen.feePercent) }));
          }}
        />
        <TextField label="Taxa do cartão (%)" inputMode="decimal" {...field('cardFeePercent')} />
        <NumberField label="Vendas pagas no cartão (%)" min={0} max={100} {...field('cardSharePercent')} />
        <NumberField
          label="Margem desejada (% do preço)"
          min={0}
          max={CALCULATOR_LIMITS.marginMaxPercent}
          {...field('marginPercent')}
        />
        <SelectField
          label="Plano do Feira"
          options={PLAN_IDS.map((id) => ({ value: id, label: PLANS[id].name }))}
          {...field('plan')}
        />
        <NumberField
          label="Dias de feira por mês"
          min={1}
          max={CALCULATOR_LIMITS.marketDaysMax}
          {...field('marketDaysPerMonth')}
        />
      </form>
      <section className="calculator__result" aria-labelledby="calculator-result" aria-live="polite">
        <h2 id="calculator-result">Resultado</h2>
        {!outcome ? (
          <p>Preencha o custo de uma unidade para ver o preço sugerido.</p>
        ) : !outcome.ok ? (
          <p className="form__error">{outcome.message}</p>
        ) : (
          <dl className="calculator__figures">
            <div className="calculator__main">
              <dt>Preço sugerido</dt>
              <dd>{formatBRL(outcome.result.suggestedPrice)}</dd>
            </div>
            <div>
              <dt>Lucro por unidade</dt>
              <dd>{formatBRL(outcome.result.profitPerUnit)}</dd>
            </div>
            <div>
              <dt>Taxa do cartão por unidade (média)</dt>
              <dd>{formatBRL(outcome.result.cardFeePerUnit)}</dd>
            </div>
            <div>
              <dt>Custos fixos por dia de feira</dt>
              <dd>
                {formatBRL(outcome.result.fixedCostsPerDay)}
                {outcome.result.planCostPerDay > 0 && (
                  <span className="calculator__note">
                    {' '}
                    (plano: {formatBRL(outcome.result.planCostPerDay)})
                  </span>
                )}
              </dd>
            </div>
            <div className="calculator__main">
              <dt>Para pagar os custos do dia, venda</dt>
              <dd>
                {outcome.result.breakEvenUnits === 1
                  ? '1 unidade'
                  : `${outcome.result.breakEvenUnits} unidades`}
              </dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}
