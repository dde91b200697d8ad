import { Link } from '@tanstack/react-router';
import { PLANS, planLimitLines, SELLER_TRIAL_DAYS, TRIAL_PLAN } from '../../../domain/billing';
import { usePlans } from './data';
import { usePageMeta } from './use-page-meta';
import './public.css';

const REASONS = [
  [
    'Venda antes da feira abrir',
    'O cliente vê seus produtos e reserva; você separa e ele retira na barraca.',
  ],
  [
    'Funciona com sinal fraco',
    'Cadastre, edite e valide cupons sem internet: tudo é enviado quando o sinal volta.',
  ],
  [
    'Avise seus clientes',
    'Quem segue sua loja recebe um aviso quando você destaca um produto ou cria uma promoção.',
  ],
  ['Números simples', 'Visitas, reservas e cupons usados por dia, para saber o que vende e quando.'],
] as const;

/** /seller-landing: why sell on Feira, the plans (from the server, or the built-in table offline), sign up. */
export function SellerLandingPage() {
  usePageMeta('/seller-landing');
  const plans = usePlans();
  return (
    <div className="page public-page">
      <header className="public-hero">
        <h1>Sua barraca na internet, sem largar a feira</h1>
        <p>
          Comece grátis com {SELLER_TRIAL_DAYS} dias do plano {PLANS[TRIAL_PLAN].name}. Depois escolha o plano
          que cabe na sua barraca; sem assinatura, você continua no plano {PLANS.gratis.name} e nada do que
          cadastrou é apagado.
        </p>
        <div className="public-actions">
          <Link to="/register" search={{ role: 'seller' }} className="button">
            Criar conta de lojista
          </Link>
          <Link to="/calculator" className="button button--ghost">
            Calcular meus preços
          </Link>
        </div>
      </header>

      <section className="section" aria-labelledby="seller-reasons">
        <h2 id="seller-reasons">Por que vender no Feira</h2>
        <ul className="feature-grid">
          {REASONS.map(([title, text]) => (
            <li key={title} className="feature-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="seller-plans">
        <h2 id="seller-plans">Planos</h2>
        <p>Preços mensais, por conta: os limites valem para cada uma das suas lojas.</p>
        <ul className="public-plans">
          {plans.map((plan) => (
            <li key={plan.id} className="public-plan" aria-labelledby={`public-plan-${plan.id}`}>
              <h3 id={`public-plan-${plan.id}`}>{plan.name}</h3>
              <p className="public-plan__price">{plan.priceLabel}</p>
              <p>{plan.description}</p>
              <ul>
                {planLimitLines(plan.limits).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="public-actions">
          <Link to="/register" search={{ role: 'seller' }} className="button">
            Começar o teste grátis
          </Link>
        </div>
      </section>
    </div>
  );
}
