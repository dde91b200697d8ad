import { useState } from 'react';
import { adminMessages, suspendStoreSchema, transferStoreSchema } from '../../../../domain/api/admin';
import { formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { toastSuccess } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextareaField, TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { BackLink, ErrorState, ListSkeleton, PageHeader } from '../../../ui/page-state';
import { runAction } from '../../../ui/row-actions';
import { useForm } from '../../../ui/use-form';
import { AuditList } from '../audit-list';
import { type AdminStoreDetail, reactivateStore, suspendStore, transferStore, useAdminStore } from '../data';
import '../admin.css';
import { StoreEditForm } from './store-edit-form';
import { StoreStatus } from './store-status';

function SuspendForm({ id, onDone }: { id: number; onDone: (d: AdminStoreDetail) => void }) {
  const form = useForm(suspendStoreSchema, { reason: '' }, async ({ reason }) => {
    onDone(await suspendStore(id, reason));
    toastSuccess(adminMessages.storeSuspended);
  });
  return (
    <Form onSubmit={form.submit} aria-label="Suspender loja">
      <TextareaField
        label="Motivo da suspensão (o lojista recebe este texto)"
        rows={3}
        {...form.field('reason')}
      />
      <FormError message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel="Suspendendo…" className="button button--danger">
        Suspender loja
      </SubmitButton>
    </Form>
  );
}

function TransferForm({ id, onDone }: { id: number; onDone: (d: AdminStoreDetail) => void }) {
  const form = useForm(transferStoreSchema, { email: '' }, async ({ email }) => {
    onDone(await transferStore(id, email));
    toastSuccess(adminMessages.ownershipTransferred);
  });
  return (
    <Form onSubmit={form.submit} aria-label="Transferir propriedade">
      <TextField
        label="E-mail da nova dona ou dono"
        type="email"
        autoComplete="off"
        {...form.field('email')}
      />
      <FormError message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel="Transferindo…">
        Transferir
      </SubmitButton>
    </Form>
  );
}

/** /admin/store-management/{id}: one store, its owner and plan, its details' edit, suspension, transfer, and its history. */
export function StoreDetailPage({ id }: { id: number }) {
  const detail = useAdminStore(id);
  const [confirming, setConfirming] = useState(false);
  const d = detail.data;
  if (!d) {
    return (
      <div className="page">
        <BackLink to="/admin/store-management">Lojas</BackLink>
        {detail.error ? (
          <ErrorState title={messages.screens.storeLoadFailed} message={detail.error} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </div>
    );
  }
  const s = d.store;
  return (
    <div className="page">
      <BackLink to="/admin/store-management">Lojas</BackLink>
      <PageHeader title={s.name}>
        <p>
          <StoreStatus store={s} />
        </p>
      </PageHeader>
      <dl className="admin-facts">
        <dt>Dono</dt>
        <dd>
          {s.ownerName} ({s.ownerEmail})
        </dd>
        <dt>Endereço</dt>
        <dd>
          {s.address}, {s.city}/{s.state}
        </dd>
        <dt>Coordenadas</dt>
        <dd>
          {s.latitude !== null && s.longitude !== null ? `${s.latitude}, ${s.longitude}` : 'Sem coordenadas'}
        </dd>
        <dt>Produtos</dt>
        <dd>{s.productCount}</dd>
        <dt>Plano</dt>
        <dd>{s.plan ?? 'Gratuito'}</dd>
        <dt>Criada em</dt>
        <dd>{formatDateTime(s.createdAt)}</dd>
        {s.suspendedAt && (
          <>
            <dt>Suspensa em</dt>
            <dd>{formatDateTime(s.suspendedAt)}</dd>
            <dt>Motivo</dt>
            <dd>{s.suspensionReason}</dd>
          </>
        )}
      </dl>
      <section className="section" aria-labelledby="store-edit-title">
        <h2 id="store-edit-title">Editar loja</h2>
        <StoreEditForm store={s} onDone={detail.setData} />
      </section>
      <section className="section" aria-labelledby="store-status-title">
        <h2 id="store-status-title">Suspensão</h2>
        {s.suspendedAt ? (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Reativar loja
          </button>
        ) : (
          <SuspendForm id={id} onDone={detail.setData} />
        )}
      </section>
      <section className="section" aria-labelledby="store-owner-title">
        <h2 id="store-owner-title">Transferir propriedade</h2>
        <TransferForm id={id} onDone={detail.setData} />
      </section>
      <AuditList entries={d.audit} />
      <ConfirmDialog
        open={confirming}
        title="Reativar loja"
        confirmLabel="Reativar"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          runAction(async () => detail.setData(await reactivateStore(id)), {
            success: adminMessages.storeReactivated,
          })
        }
      >
        <p>A loja {s.name} e os seus produtos voltam a aparecer para os clientes.</p>
      </ConfirmDialog>
    </div>
  );
}
