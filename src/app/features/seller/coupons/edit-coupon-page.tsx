import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { couponUsage } from '../../../../domain/coupon';
import { messages } from '../../../../domain/messages';
import { toastError } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage } from '../../../ui/error-message';
import { BackLink, ErrorState, ListSkeleton, OfflineNotice, PageHeader } from '../../../ui/page-state';
import { focusFirstField } from '../../../ui/write-status';
import {
  deleteCoupon,
  reapplyCoupon,
  refusedEdit,
  reportWrite,
  type SellerCouponWire,
  setCouponActive,
  updateCoupon,
  useRecordWrite,
  useRefreshOnSettled,
  useSellerCoupon,
} from '../data';
import { RecordStatus } from '../record-status';
import { CouponComparison } from './coupon-conflict';
import { CouponForm } from './coupon-form';
import { CouponHistory } from './coupon-history';
import { CouponStatusBadge } from './coupon-status';
import { valuesOf } from './coupon-values';
import '../seller.css';

const t = messages.sellerCoupon;
const FORM_ID = 'coupon-form';

function UsageSummary({ coupon }: { coupon: SellerCouponWire }) {
  const usage = couponUsage(coupon);
  return (
    <dl className="usage-summary" aria-label="Uso do cupom">
      <div>
        <dt>Usos</dt>
        <dd>{usage.used}</dd>
      </div>
      <div>
        <dt>Limite</dt>
        <dd>{usage.limit ?? messages.couponForm.unlimited}</dd>
      </div>
      <div>
        <dt>Restantes</dt>
        <dd>{usage.remaining ?? messages.couponForm.unlimited}</dd>
      </div>
      <div>
        <dt>Usado</dt>
        <dd>{usage.percentUsed === null ? '—' : `${usage.percentUsed}%`}</dd>
      </div>
    </dl>
  );
}

/** The switch waits for the server like a save; a refusal shows on the coupon (and as spec 000 §8's toast). */
function ToggleButton({ coupon }: { coupon: SellerCouponWire }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await reportWrite(setCouponActive(coupon, !coupon.isActive));
        } catch (error) {
          toastError(t.toggleError, errorMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {coupon.isActive ? 'Desativar cupom' : 'Ativar cupom'}
    </button>
  );
}

/**
 * /seller/coupons/{id}/edit exactly as spec 000 §2 describes it. Saving or deleting waits for the server's
 * answer (a bounded time) before it says so and returns to the list; a refused change stays on the coupon,
 * and the form reopens with it, for the seller to fix or discard.
 */
export function EditCouponPage({ couponId }: { couponId: number }) {
  const navigate = useNavigate();
  const read = useSellerCoupon(couponId);
  useRefreshOnSettled(read.refresh);
  const write = useRecordWrite('sellerCoupon', couponId);
  const [confirming, setConfirming] = useState(false);
  const coupon = read.data;
  const back = () => navigate({ to: '/seller/coupons' });
  if (!coupon) {
    return (
      <div className="page">
        <BackLink to="/seller/coupons">Meus cupons</BackLink>
        <PageHeader title="Editar cupom" />
        {read.notFound ? (
          <ErrorState title={t.notFound} />
        ) : read.error ? (
          <ErrorState title={t.loadError} message={read.error} onRetry={read.refresh} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </div>
    );
  }
  // What the seller sees of the coupon: the server's, or their refused edit over it until fixed or discarded.
  const shown = valuesOf({ ...coupon, ...refusedEdit(write.refused) } as SellerCouponWire);
  return (
    <div className="page">
      <BackLink to="/seller/coupons">Meus cupons</BackLink>
      <PageHeader title={`Editar cupom ${coupon.code}`}>
        <CouponStatusBadge coupon={coupon} />
      </PageHeader>
      {read.offline && <OfflineNotice />}
      <RecordStatus
        write={write}
        subject={`cupom ${coupon.code}`}
        onFix={() => focusFirstField(FORM_ID)}
        onApply={(refused) => reapplyCoupon(coupon, refused)}
        comparison={(refused) => <CouponComparison coupon={coupon} refused={refused} />}
      />
      <p>
        Loja: <strong>{coupon.storeName}</strong>
      </p>
      <UsageSummary coupon={coupon} />
      <div className="form__actions">
        <ToggleButton coupon={coupon} />
      </div>
      <CouponForm
        // A newer version of the coupon (another tab or device, the toggle above) is merged into the form
        // without losing what the seller typed.
        key={coupon.id}
        id={FORM_ID}
        initial={shown}
        record={{ values: shown, version: coupon.version ?? 0 }}
        storeName={coupon.storeName}
        usageCount={coupon.usageCount}
        submitLabel={messages.couponForm.save}
        errorTitle={t.updateError}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => void back()}>
              Cancelar
            </button>
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              Excluir cupom
            </button>
          </>
        }
        onSubmit={async (payload) => {
          await reportWrite(updateCoupon(coupon, { ...payload, isActive: coupon.isActive }), t.updated);
          await back();
        }}
      />
      {coupon.id > 0 && <CouponHistory couponId={coupon.id} />}
      <ConfirmDialog
        open={confirming}
        title="Excluir cupom"
        confirmLabel="Excluir"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await reportWrite(deleteCoupon(coupon), t.deleted);
            await back();
          } catch (error) {
            toastError(t.deleteError, errorMessage(error));
          }
        }}
      >
        <p>{t.deleteConfirm(coupon.code)}</p>
      </ConfirmDialog>
    </div>
  );
}
