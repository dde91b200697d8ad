import { formatBRL } from '../../../../domain/format';
import { PRODUCT_STATUS_LABELS } from '../../../../domain/product/status';
import { ConflictView } from '../conflict-view';
import type { SellerProductRow } from '../data';
import { discardConflict, reapplyConflict } from '../data';

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
  return (
    <ConflictView
      id="conflict-title"
      message={conflict.message}
      change={CHANGE_LABELS[conflict.change] ?? `Ação: ${conflict.change}`}
      mine={Object.entries(conflict.body).map(([key, value]) => [
        PRODUCT_FIELD_LABELS[key] ?? key,
        show(value),
      ])}
      theirs={[
        ['Nome', product.name],
        ['Preço', formatBRL(product.price)],
        ['Estoque', product.stock === null ? 'ilimitado' : String(product.stock)],
        ['Situação', PRODUCT_STATUS_LABELS[product.status]],
      ]}
      onApply={() => reapplyConflict(product)}
      onKeep={() => discardConflict(product)}
    />
  );
}
