import { useNavigate } from '@tanstack/react-router';
import { sellerMessages } from '../../../../domain/api/seller';
import { toastSuccess } from '../../../stores/toast-store';
import { BackLink, EmptyState, PageHeader } from '../../../ui/page-state';
import { CatalogueLoading } from '../catalogue-loading';
import { createPromotion, useSellerStores } from '../data';
import { PromotionForm } from './promotion-form';
import { newPromotionValues } from './promotion-values';
import '../seller.css';

/** /seller/promotions/add: the store's followers are alerted by the server when it is saved. */
export function AddPromotionPage() {
  const navigate = useNavigate();
  const stores = useSellerStores();
  // The seller's stores on this device: the form works at the stall with no signal.
  const first = stores?.[0];
  return (
    <div className="page">
      <BackLink to="/seller/promotions">Promoções</BackLink>
      <PageHeader title="Criar promoção" />
      {stores === undefined ? (
        <CatalogueLoading rows={3} />
      ) : !first ? (
        <EmptyState title="Cadastre uma loja antes de criar promoções." />
      ) : (
        <PromotionForm
          initial={newPromotionValues(String(first.id))}
          submitLabel="Criar promoção"
          errorTitle="Erro ao criar promoção"
          actions={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void navigate({ to: '/seller/promotions' })}
            >
              Cancelar
            </button>
          }
          onSubmit={async (input) => {
            await createPromotion(input);
            toastSuccess(sellerMessages.promotionCreated);
            await navigate({ to: '/seller/promotions' });
          }}
        />
      )}
    </div>
  );
}
