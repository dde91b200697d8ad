import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../domain/format';
import { type CalculatorInput, calculatePrice } from '../../../domain/price-calculator';
import { usePageMeta } from './use-page-meta';
import './public.css';

/** The worked example is computed by the calculator itself, so the page can never contradict it. */
const EXAMPLE: CalculatorInput = {
  unitCost: 6,
  marketFeePerDay: 40,
  otherCostsPerDay: 20,
  cardSharePercent: 50,
  cardFeePercent: 4,
  marginPercent: 30,
  plan: 'gratis',
  marketDaysPerMonth: 8,
};

/** /calculator-landing: what the calculator answers and how, with a worked example, leading to /calculator. */
export function CalculatorLandingPage() {
  usePageMeta('/calculator-landing');
  const example = calculatePrice(EXAMPLE);
  return (
    <div className="page public-page">
      <header className="public-hero">
        <h1>Quanto cobrar na sua barraca?</h1>
        <p>
          Uma calculadora grátis para feirantes: informe quanto pagou no produto, a taxa da feira, a taxa da
          maquininha e a margem que quer ganhar. Ela diz o preço de venda e quantas unidades vender por dia de
          feira para pagar os custos.
        </p>
        <div className="public-actions">
          <Link to="/calculator" className="button">
            Abrir a calculadora
          </Link>
        </div>
      </header>

      <section className="section" aria-labelledby="calc-how">
        <h2 id="calc-how">Como a conta é feita</h2>
        <ol className="public-steps">
          <li>A margem é sobre o preço: com 30% de margem, de cada R$ 10,00 vendidos sobram R$ 3,00.</li>
          <li>A taxa do cartão vale só para a parte das vendas paga no cartão.</li>
          <li>
            O preço sugerido é arredondado para cima, no centavo, para a margem nunca ficar abaixo da pedida.
          </li>
          <li>
            Os custos do dia (ponto na feira, transporte, gelo, ajudante e o plano do Feira dividido pelos
            dias de feira do mês) são pagos pelo lucro de cada unidade: daí sai o ponto de equilíbrio.
          </li>
        </ol>
      </section>

      {example.ok && (
        <section className="section" aria-labelledby="calc-example">
          <h2 id="calc-example">Exemplo</h2>
          <p>
            Uma bandeja de morangos que custa {formatBRL(EXAMPLE.unitCost)}, feira de{' '}
            {formatBRL(EXAMPLE.marketFeePerDay)} por dia, mais {formatBRL(EXAMPLE.otherCostsPerDay)} de
            transporte, metade das vendas no cartão a {EXAMPLE.cardFeePercent}% e margem de{' '}
            {EXAMPLE.marginPercent}%:
          </p>
          <ul>
            <li>
              Preço sugerido: <strong>{formatBRL(example.result.suggestedPrice)}</strong>
            </li>
            <li>Lucro por unidade: {formatBRL(example.result.profitPerUnit)}</li>
            <li>
              Para pagar os custos do dia: <strong>{example.result.breakEvenUnits} unidades</strong>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}
