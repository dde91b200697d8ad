import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sellerMessages } from '../../../../domain/api/seller';
import { messages } from '../../../../domain/messages';
import { toastError } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage } from '../../../ui/error-message';
import { BackLink, ErrorState, ListSkeleton, OfflineNotice, PageHeader } from '../../../ui/page-state';
import { focusFirstField } from '../../../ui/write-status';
import {
  deletePromotion,
  type PromotionWire,
  reapplyPromotion,
  refusedEdit,
  reportWrite,
  updatePromotion,
  useRecordWrite,
  useRefreshOnSettled,
  useSellerPromotion,
} from '../data';
import { RecordStatus } from '../record-status';
import { PromotionComparison } from './promotion-conflict';
import { PromotionForm } from './promotion-form';
import { promotionValuesOf } from './promotion-values';
import '../seller.css';

const FORM_ID = 'promotion-form';
const w = messages.sellerWrite;

/**
 * The one promotion editor behind the spec's three paths (/seller/promotions/{id}/edit,
 * /seller/promotions/edit/{id} and /seller/edit-promotion?id=): each route only reads the id. Saving or
 * deleting waits for the server's answer before it says so; a refused change stays on the promotion, and
 * the form reopens with it, for the seller to fix or discard.
 */
export function EditPromotionPage({ promotionId }: { promotionId: number | null }) {
  const navigate = useNavigate();
  const read = useSellerPromotion(promotionId);
  // A queued edit refused as stale is compared with the server's current version: read it again.
  useRefreshOnSettled(read.refresh);
  const write = useRecordWrite('sellerPromotion', promotionId ?? 0);
  const [confirming, setConfirming] = useState(false);
  const promotion = read.data;
  const back = () => navigate({ to: '/seller/promotions' });
  const shown =
    promotion && promotionValuesOf({ ...promotion, ...refusedEdit(write.refused) } as PromotionWire);
  return (
    <div className="page">
      <BackLink to="/seller/promotions">Promoções</BackLink>
      <PageHeader title={promotion ? `Editar promoção: ${promotion.title}` : 'Editar promoção'} />
      {promotionId === null || read.notFound ? (
        <ErrorState title={sellerMessages.promotionNotFound} />
      ) : !promotion || !shown ? (
        read.error ? (
          <ErrorState title={read.error} onRetry={read.refresh} />
        ) : (
          <ListSkeleton rows={3} />
        )
      ) : (
        <>
          {read.offline && <OfflineNotice />}
          <RecordStatus
            write={write}
            subject={`promoção ${promotion.title}`}
            onFix={() => focusFirstField(FORM_ID)}
            onApply={(refused) => reapplyPromotion(promotion, refused)}
            comparison={(refused) => <PromotionComparison promotion={promotion} refused={refused} />}
          />
          <PromotionForm
            // A newer version (another tab or device) is merged in without losing the seller's typing.
            key={promotion.id}
            id={FORM_ID}
            initial={shown}
            record={{ values: shown, version: promotion.version ?? 0 }}
            submitLabel="Salvar promoção"
            errorTitle={w.promotionUpdateError}
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
              await reportWrite(updatePromotion(promotion, input), sellerMessages.promotionUpdated);
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
                await reportWrite(deletePromotion(promotion), sellerMessages.promotionDeleted);
                await back();
              } catch (error) {
                toastError(w.promotionDeleteError, errorMessage(error));
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
