import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../../../domain/messages';
import { formatOpeningDays } from '../../../../domain/weekdays';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { runAction } from '../../../ui/row-actions';
import { deleteStore, reportWrite, sellerStoreTexts, useRecordWrite, useSellerStore } from '../data';
import { DevicePhoto } from '../device-photo';
import { RecordStatus } from '../record-status';
import { useFixStore } from './fix-store';
import { categoryLabel } from './stores-page';
import '../seller.css';

/** A store page whose store is not the seller's (or no longer exists), with the way back to their stores. */
export function StoreNotFound() {
  return (
    <div className="page">
      <EmptyState title={messages.screens.storeNotFound}>
        <BackLink to="/seller/stores">Minhas lojas</BackLink>
      </EmptyState>
    </div>
  );
}

/**
 * /seller/stores/{id}: the store as the seller registered it, and where its newest change stands; edit,
 * products, location, poster and delete.
 */
export function StorePage({ storeId }: { storeId: number }) {
  const store = useSellerStore(storeId);
  const write = useRecordWrite('sellerStore', storeId);
  const fix = useFixStore();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (store === undefined) return <div className="page" aria-busy="true" />;
  if (store === null) return <StoreNotFound />;
  const id = String(store.id);
  return (
    <div className="page">
      <BackLink to="/seller/stores">Minhas lojas</BackLink>
      <PageHeader title={store.name} />
      <RecordStatus write={write} subject={`loja ${store.name}`} onFix={() => fix(store, write.refused)} />
      {store.coverUrl && (
        <div className="seller-cover">
          <DevicePhoto src={store.coverUrl} alt={`Capa da loja ${store.name}`} />
        </div>
      )}
      <dl className="seller-stats">
        <div>
          <dt>Categoria</dt>
          <dd>{categoryLabel(store.category)}</dd>
        </div>
        <div>
          <dt>Situação</dt>
          <dd>{store.isActive ? 'Ativa' : 'Inativa'}</dd>
        </div>
      </dl>
      {store.description && <p>{store.description}</p>}
      <p>
        {store.address}
        {store.neighborhood ? ` — ${store.neighborhood}` : ''}, {store.city}/{store.state}
      </p>
      <p>
        {formatOpeningDays(store.openingDays)}
        {store.opensAt && store.closesAt ? `, das ${store.opensAt} às ${store.closesAt}` : ''}
      </p>
      {store.phone && <p>Telefone: {store.phone}</p>}
      {store.whatsapp && <p>WhatsApp: {store.whatsapp}</p>}
      <div className="seller-actions">
        <Link to="/seller/stores/$storeId/edit" params={{ storeId: id }} className="button">
          Editar loja
        </Link>
        <Link to="/seller/stores/$storeId/products" params={{ storeId: id }} className="button button--ghost">
          Produtos da loja
        </Link>
        <Link to="/seller/settings/location" search={{ storeId: store.id }} className="button button--ghost">
          Localização
        </Link>
        <Link to="/seller/stores/$storeId/poster" params={{ storeId: id }} className="button button--ghost">
          Cartaz com QR code
        </Link>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Excluir loja
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Excluir loja"
        confirmLabel="Excluir loja"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await runAction(() => reportWrite(deleteStore(store), sellerStoreTexts.deleted), {
            errorTitle: messages.sellerWrite.storeDeleteError,
          });
          if (done) await navigate({ to: '/seller/stores' });
        }}
      >
        <p>{sellerStoreTexts.deleteConfirm(store.name)}</p>
      </ConfirmDialog>
    </div>
  );
}
