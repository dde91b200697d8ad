import { useState } from 'react';
import type { ProductAction } from '../../../../domain/api/seller';
import { productFailureMessages } from '../../../../domain/product/failure-messages';
import { PRODUCT_LIMITS } from '../../../../domain/product/limits';
import { productMessages } from '../../../../domain/product/messages';
import { PRODUCT_STATUS_LABELS } from '../../../../domain/product/status';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MoneyField, NumberField } from '../../../ui/fields';
import { runAction } from '../../../ui/row-actions';
import { WriteStatus } from '../../../ui/write-status';
import type { PendingState, SellerProductRow } from '../data';
import { reportWrite, runProductAction, useHighlightCount } from '../data';

const DONE: Partial<Record<ProductAction, string>> = {
  activate: 'Produto ativado',
  deactivate: 'Produto desativado',
  discontinue: 'Produto descontinuado',
  highlight: 'Produto destacado',
  'remove-highlight': 'Destaque removido',
  'apply-discount': 'Desconto aplicado',
  'remove-discount': 'Desconto removido',
  restock: 'Estoque reposto',
  'reduce-stock': 'Estoque baixado',
};

/**
 * The status actions of spec 001 §4; a refusal shows the domain's (or the server's) Portuguese reason. What
 * an action did is said once the server has accepted it (where the product stands shows on the page).
 */
export function ProductActions({ product, pending }: { product: SellerProductRow; pending?: PendingState }) {
  const [quantity, setQuantity] = useState('1');
  const [discount, setDiscount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const highlighted = useHighlightCount(product.storeId);
  const act = (action: ProductAction, body: Record<string, unknown> = {}) =>
    runAction(() => reportWrite(runProductAction(product, action, body), DONE[action]), {
      errorTitle: productFailureMessages.save,
    });
  const button = (action: ProductAction, label: string, body?: Record<string, unknown>) => (
    <button type="button" className="button button--small" onClick={() => void act(action, body)}>
      {label}
    </button>
  );
  const amount = quantity.trim() === '' ? Number.NaN : Number(quantity);
  return (
    <section className="seller-card" aria-labelledby="product-actions-title">
      <h2 id="product-actions-title">Situação e estoque</h2>
      <p>
        Situação: <strong>{PRODUCT_STATUS_LABELS[product.status]}</strong>
        {product.isHighlighted ? ' · em destaque' : ''} · Estoque:{' '}
        <strong data-testid="product-stock">{product.stock === null ? 'ilimitado' : product.stock}</strong>
      </p>
      <WriteStatus pending={pending} subject={`produto ${product.name}`} />
      <p>
        Destaques da loja: {highlighted} de {PRODUCT_LIMITS.highlightsPerStoreMax}
      </p>
      <div className="seller-actions">
        {button('activate', 'Ativar')}
        {button('deactivate', 'Desativar')}
        {product.isHighlighted
          ? button('remove-highlight', 'Remover destaque')
          : button('highlight', 'Destacar')}
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => setConfirming(true)}
        >
          Descontinuar
        </button>
      </div>
      <NumberField
        label="Quantidade"
        min={1}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <div className="seller-actions">
        {button('restock', 'Repor estoque', { quantity: amount })}
        {button('reduce-stock', 'Baixar estoque', { quantity: amount })}
      </div>
      <MoneyField
        label="Novo preço com desconto (R$)"
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
      />
      <div className="seller-actions">
        {button('apply-discount', 'Aplicar desconto', {
          discountedPrice: Number(discount.replace(',', '.')),
        })}
        {product.hasDiscount && button('remove-discount', 'Remover desconto')}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Descontinuar produto"
        confirmLabel="Descontinuar"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => act('discontinue')}
      >
        <p>
          Tem certeza que deseja descontinuar {product.name}? {productMessages.discontinuedCannotReactivate}.
        </p>
      </ConfirmDialog>
    </section>
  );
}
