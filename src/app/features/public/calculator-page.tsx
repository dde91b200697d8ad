import { Link } from '@tanstack/react-router';
import { CalculatorForm } from './calculator-form';
import { usePageMeta } from './use-page-meta';
import './public.css';

/** /calculator: the stall owner's price and margin calculator; everything is computed on the device. */
export function CalculatorPage() {
  usePageMeta('/calculator');
  return (
    <div className="page public-page">
      <header className="page-header">
        <h1>Calculadora de preço e margem</h1>
        <p>
          Do custo ao preço de venda: a taxa do cartão e a margem saem do preço, e os custos do dia (feira,
          transporte, plano) dizem quantas unidades vender para empatar. Funciona sem internet.
        </p>
      </header>
      <CalculatorForm />
      <p className="section">
        <Link to="/calculator-landing">Como a conta é feita</Link> ·{' '}
        <Link to="/seller-landing">Venda no Feira</Link>
      </p>
    </div>
  );
}
