import { Link } from '@tanstack/react-router';
import { RESERVATION_HOLD_MS, TIME } from '../../../domain/constants';
import { usePageMeta } from './use-page-meta';
import './public.css';

const FOR_SHOPPERS = [
  [
    'Encontre',
    'Produtos, promoções relâmpago e cupons das barracas da feira perto de você, com preço em reais.',
  ],
  [
    'Reserve',
    `Segure o produto por ${RESERVATION_HOLD_MS / TIME.HOUR} horas e retire na barraca, sem fila e sem perder a última dúzia.`,
  ],
  ['Siga', 'Siga suas barracas favoritas e receba um aviso quando entrar promoção ou destaque novo.'],
  [
    'Sem sinal',
    'O app abre e guarda o que você fez mesmo com uma barrinha de sinal; envia quando a conexão volta.',
  ],
] as const;

const FOR_SELLERS = [
  ['Sua barraca na internet', 'Catálogo, fotos, preços e estoque, atualizados do celular no meio da feira.'],
  ['Promoções e cupons', 'Crie promoções e cupons e valide o código do cliente na hora, até sem internet.'],
  ['Clientes que voltam', 'Quem segue sua loja recebe seus avisos; você vê contatos e números de visitas.'],
] as const;

/** /landing: what Feira is, for shoppers and for stall owners (a static page: no data, works offline). */
export function LandingPage() {
  usePageMeta('/landing');
  return (
    <div className="page public-page">
      <header className="public-hero">
        <h1>A feira livre no seu celular</h1>
        <p>
          O Feira junta as barracas da feira livre num só app: o cliente vê o que tem, reserva e retira; o
          feirante vende mais sem largar a barraca.
        </p>
        <div className="public-actions">
          <Link to="/products" className="button">
            Ver produtos
          </Link>
          <Link to="/seller-landing" className="button button--ghost">
            Sou feirante
          </Link>
        </div>
      </header>

      <section className="section" aria-labelledby="landing-shoppers">
        <h2 id="landing-shoppers">Para quem compra</h2>
        <ul className="feature-grid">
          {FOR_SHOPPERS.map(([title, text]) => (
            <li key={title} className="feature-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="landing-sellers">
        <h2 id="landing-sellers">Para quem vende</h2>
        <ul className="feature-grid">
          {FOR_SELLERS.map(([title, text]) => (
            <li key={title} className="feature-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        <div className="public-actions">
          <Link to="/seller-landing" className="button">
            Conheça os planos
          </Link>
          <Link to="/calculator-landing" className="button button--ghost">
            Calculadora de preço
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="landing-associations">
        <h2 id="landing-associations">Para associações de feirantes</h2>
        <p>
          Uma apresentação curta para mostrar na reunião da associação, no celular ou no projetor.{' '}
          <Link to="/presentation">Abrir a apresentação</Link>.
        </p>
      </section>
    </div>
  );
}
