import { formatBRL } from '../../../../domain/format';
import type { SellerProductRow } from '../data';
import { highlightInsights, usePriceInsight } from '../data';

const COMPETITIVENESS_LABELS = {
  low: 'abaixo do mercado',
  competitive: 'na média do mercado',
  high: 'acima do mercado',
} as const;

/** Highlight priority score, what would raise it, and the price against the market (spec 001 §9). */
export function ProductInsights({ product }: { product: SellerProductRow }) {
  const { score, hints } = highlightInsights(product);
  const price = usePriceInsight(product);
  return (
    <section className="seller-card" aria-labelledby="product-insights-title">
      <h2 id="product-insights-title">Prioridade de destaque e preço</h2>
      <p>
        Pontuação de destaque: <strong>{score}</strong>
      </p>
      {hints.length > 0 && (
        <>
          <p>O que aumentaria a pontuação:</p>
          <ul>
            {hints.map((h) => (
              <li key={h.text}>
                {h.text} (+{h.gain})
              </li>
            ))}
          </ul>
        </>
      )}
      {price ? (
        <p>
          Preço {COMPETITIVENESS_LABELS[price.competitiveness]} (média da categoria{' '}
          {formatBRL(price.reference)}). Preço sugerido: <strong>{formatBRL(price.suggestion)}</strong>
        </p>
      ) : (
        <p>Sem produtos da mesma categoria neste aparelho para comparar o preço.</p>
      )}
    </section>
  );
}
