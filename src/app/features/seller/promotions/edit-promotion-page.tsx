import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage } from '../../../ui/error-message';
import { PendingMarker } from '../../../ui/list-view';
import { BackLink, ErrorState, ListSkeleton, OfflineNotice, PageHeader } from '../../../ui/page-state';
import { deletePromotion, updatePromotion, useRefreshOnSettled, useSellerPromotion } from '../data';
import { PromotionConflict } from './promotion-conflict';
import { PromotionForm } from './promotion-form';
import { promotionValuesOf } from './promotion-values';
import '../seller.css';

/**
 * The one promotion editor behind the spec's three paths (/seller/promotions/{id}/edit,
 * /seller/promotions/edit/{id} and /seller/edit-promotion?id=): each route only reads the id.
 */
export function EditPromotionPage({ promotionId }: { promotionId: number | null }) {
  const navigate = useNavigate();
  const read = useSellerPromotion(promotionId);
  // A queued edit refused as stale is compared with the server's current version: read it again.
  useRefreshOnSettled(read.refresh);
  const [confirming, setConfirming] = useState(false);
  const promotion = read.data;
  const back = () => navigate({ to: '/seller/promotions' });
  return (
    <div className="page">
      <BackLink to="/seller/promotions">Promoções</BackLink>
      <PageHeader title={promotion ? `Editar promoção: ${promotion.title}` : 'Editar promoção'} />
      {promotionId === null || read.notFound ? (
        <ErrorState title={sellerMessages.promotionNotFound} />
      ) : !promotion ? (
        read.error ? (
          <ErrorState title={read.error} onRetry={read.refresh} />
        ) : (
          <ListSkeleton rows={3} />
        )
      ) : (
        <>
          {read.offline && <OfflineNotice />}
          <PendingMarker pending={(promotion as { pendingMutationId?: string }).pendingMutationId} />
          <PromotionConflict promotion={promotion} />
          <PromotionForm
            // A newer version (another tab or device) is merged in without losing the seller's typing.
            key={promotion.id}
            initial={promotionValuesOf(promotion)}
            record={{ values: promotionValuesOf(promotion), version: promotion.version ?? 0 }}
            submitLabel="Salvar promoção"
            errorTitle="Erro ao atualizar promoção"
            actions={
              <>
                <button type="button" className="button button--ghost" onClick={() => void back()}>
                  Cancelar
                </button>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  Excluir promoção
                </button>
              </>
            }
            onSubmit={async (input) => {
              await updatePromotion(promotion, input);
              toastSuccess(sellerMessages.promotionUpdated);
              await back();
            }}
          />
          <ConfirmDialog
            open={confirming}
            title="Excluir promoção"
            confirmLabel="Excluir"
            destructive
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                toastSuccess(await deletePromotion(promotion));
                await back();
              } catch (error) {
                toastError('Erro ao excluir promoção', errorMessage(error));
              }
            }}
          >
            <p>Tem certeza que deseja excluir a promoção {promotion.title}?</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
