import { formatBRL } from '../../../../domain/format';
import { PRODUCT_STATUS_LABELS } from '../../../../domain/product/status';
import { runAction } from '../../../ui/row-actions';
import type { SellerProductRow } from '../data/catalogue';
import { discardConflict, reapplyConflict } from '../data/product-commands';

export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  description: 'Descrição',
  category: 'Categoria',
  price: 'Preço',
  discountedPrice: 'Preço com desconto',
  stock: 'Estoque',
  images: 'Fotos',
  isActive: 'Ativo',
  isHighlighted: 'Destaque',
  quantity: 'Quantidade',
};

const CHANGE_LABELS: Record<string, string> = {
  update: 'Edição do produto',
  delete: 'Exclusão do produto',
};

export function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return `${value.length}`;
  return String(value);
}

/**
 * A change this device queued that the server refused (changed on another device, or a rule): both versions
 * side by side, and the seller decides. Nothing is dropped until then.
 */
export function ConflictPanel({ product }: { product: SellerProductRow }) {
  const conflict = product.conflict;
  if (!conflict) return null;
  const entries = Object.entries(conflict.body);
  return (
    <section className="seller-conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Sua alteração não foi aplicada</h2>
      <p>{conflict.message}</p>
      <div className="seller-conflict__versions">
        <div>
          <h3>Sua alteração</h3>
          <p>{CHANGE_LABELS[conflict.change] ?? `Ação: ${conflict.change}`}</p>
          <ul aria-label="Sua alteração">
            {entries.map(([key, value]) => (
              <li key={key}>
                {PRODUCT_FIELD_LABELS[key] ?? key}: {show(value)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Versão atual no servidor</h3>
          <ul aria-label="Versão atual no servidor">
            <li>Nome: {product.name}</li>
            <li>Preço: {formatBRL(product.price)}</li>
            <li>Estoque: {product.stock === null ? 'ilimitado' : product.stock}</li>
            <li>Situação: {PRODUCT_STATUS_LABELS[product.status]}</li>
          </ul>
        </div>
      </div>
      <div className="seller-actions">
        <button
          type="button"
          className="button"
          onClick={() => void runAction(() => reapplyConflict(product))}
        >
          Aplicar a minha alteração
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void runAction(() => discardConflict(product))}
        >
          Manter a versão do servidor
        </button>
      </div>
    </section>
  );
}
