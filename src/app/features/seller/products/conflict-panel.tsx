import { formatBRL } from '../../../../domain/format';
import { PRODUCT_STATUS_LABELS } from '../../../../domain/product/status';
import { ConflictView } from '../conflict-view';
import { productChangeOf, type RefusedWrite, refusedBody, type SellerProductRow } from '../data';

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
 * A change this device queued that lost to a newer version saved on another device: the seller's change
 * beside the server's current product.
 */
export function ProductComparison({
  product,
  refused,
}: {
  product: SellerProductRow;
  refused: RefusedWrite;
}) {
  const change = productChangeOf(refused);
  const { version: _version, storeId: _storeId, ...body } = refusedBody(refused);
  return (
    <ConflictView
      change={CHANGE_LABELS[change] ?? `Ação: ${change}`}
      mine={Object.entries(body).map(([key, value]) => [PRODUCT_FIELD_LABELS[key] ?? key, show(value)])}
      theirs={[
        ['Nome', product.name],
        ['Preço', formatBRL(product.price)],
        ['Estoque', product.stock === null ? 'ilimitado' : String(product.stock)],
        ['Situação', PRODUCT_STATUS_LABELS[product.status]],
      ]}
    />
  );
}
