import { useState } from 'react';
import { adminMessages, moderateProductSchema } from '../../../../domain/api/admin';
import { formatBRL } from '../../../../domain/format';
import { toastSuccess } from '../../../stores/toast-store';
import { Dialog } from '../../../ui/dialog';
import { TextareaField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { PageHeader } from '../../../ui/page-state';
import { ActionButton } from '../../../ui/row-actions';
import { useForm } from '../../../ui/use-form';
import { AdminSearch } from '../admin-search';
import { AdminTable } from '../admin-table';
import { type AdminProduct, clearHighlight, moderateProduct, useAdminProducts } from '../data';
import '../admin.css';

function ModerateDialog({
  product,
  onClose,
  onDone,
}: {
  product: AdminProduct;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm(moderateProductSchema, { reason: '' }, async ({ reason }) => {
    await moderateProduct(product.id, reason);
    toastSuccess(adminMessages.productModerated);
    onDone();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} title={`Desativar “${product.name}”`}>
      <Form onSubmit={form.submit}>
        <TextareaField label="Motivo (o lojista recebe este texto)" rows={3} {...form.field('reason')} />
        <FormError message={form.formError} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel="Desativando…" className="button button--danger">
            Desativar produto
          </SubmitButton>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

const STATUS: Record<string, string> = {
  ACTIVE: 'Ativo',
  OUT_OF_STOCK: 'Sem estoque',
  INACTIVE: 'Inativo',
  DRAFT: 'Rascunho',
  DISCONTINUED: 'Descontinuado',
};

/** /admin/products: every product, searched; moderation with a reason, highlights cleared. */
export function ProductsPage() {
  const [q, setQ] = useState('');
  const [moderating, setModerating] = useState<AdminProduct | null>(null);
  const products = useAdminProducts({ q });
  return (
    <div className="page">
      <PageHeader title="Produtos" />
      <AdminSearch label="Buscar produto ou loja" onSearch={setQ} />
      <AdminTable
        read={products}
        caption="Produtos"
        columns={['Produto', 'Loja', 'Preço', 'Situação', 'Ações']}
        empty="Nenhum produto encontrado."
        errorTitle="Não foi possível carregar os produtos"
      >
        {(p) => (
          <tr key={p.id}>
            <td>
              {p.name}
              {p.isHighlighted && ' ★'}
            </td>
            <td>{p.storeName}</td>
            <td>{formatBRL(p.price)}</td>
            <td>{STATUS[p.status] ?? p.status}</td>
            <td>
              {p.status !== 'INACTIVE' && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`Desativar ${p.name}`}
                  onClick={() => setModerating(p)}
                >
                  Desativar
                </button>
              )}
              {p.isHighlighted && (
                <ActionButton
                  aria-label={`Remover destaque de ${p.name}`}
                  onAction={async () => {
                    await clearHighlight(p.id);
                    products.refresh();
                  }}
                  texts={{ success: adminMessages.highlightCleared }}
                >
                  Remover destaque
                </ActionButton>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      {moderating && (
        <ModerateDialog product={moderating} onClose={() => setModerating(null)} onDone={products.refresh} />
      )}
    </div>
  );
}
