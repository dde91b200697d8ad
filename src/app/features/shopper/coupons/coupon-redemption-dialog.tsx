import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { couponDisplayStatus, redemptionInputSchema } from '../../../../domain/coupon';
import { formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { closeCouponDialog, useCouponDialogStore } from '../../../stores/coupon-dialog-store';
import { useSession } from '../../../stores/session-store';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { copyText } from '../../../ui/copy-text';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/fields';
import { Form, FormError, SubmitButton } from '../../../ui/form';
import { ListView } from '../../../ui/list-view';
import { EmptyState, ListSkeleton } from '../../../ui/page-state';
import { QrCode } from '../../../ui/qr-code';
import { useValidatedSubmit } from '../../../ui/use-validated-submit';
import { type CouponRow, redeemCoupon, useCoupons, useRefreshCoupons } from '../data';
import { couponDiscountText, couponValidityText } from './coupon-text';
import { redemptionPrefill } from './redeem-form';
import './coupons.css';

const cm = messages.consumerCoupon;

type Step =
  | { name: 'select' }
  | { name: 'redeem' }
  | { name: 'success'; code: string; qrText: string; redeemedAt: string };

/** Coupon redemption of spec 000 §2: select → redeem → success; direct mode starts at redeem. */
export default function CouponRedemptionDialog() {
  const { couponId, storeId } = useCouponDialogStore();
  const session = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.href });
  const coupons = useCoupons(storeId);
  const [selectedId, setSelectedId] = useState<number | null>(couponId);
  const [step, setStep] = useState<Step>(couponId === null ? { name: 'select' } : { name: 'redeem' });
  const [form, setForm] = useState(() => redemptionPrefill(session.user));

  // Anonymous shoppers sign in first and come back here.
  useEffect(() => {
    if (session.status === 'anonymous') {
      closeCouponDialog();
      void navigate({ to: '/login', search: { redirect: pathname } });
    }
  }, [session.status, navigate, pathname]);

  // Direct mode asks for the chosen coupon's store, select mode for every store's coupons; each failure
  // has its own texts (spec 000 §8). What the device already holds stays usable either way.
  const direct = couponId !== null;
  const [loadFailed, setLoadFailed] = useState(false);
  useRefreshCoupons(direct ? storeId : null, () => {
    setLoadFailed(true);
    if (direct) toastError(cm.fetchOneError, cm.loadSelectedFailed);
    else toastError(cm.fetchListError, cm.loadListFailed);
  });

  const now = new Date();
  const selected: CouponRow | undefined = coupons?.find((c) => c.id === selectedId);
  const missing = coupons !== undefined && step.name === 'redeem' && !selected;

  const { busy, run, formError } = useValidatedSubmit(
    redemptionInputSchema,
    async (input) => {
      if (!selected) return;
      const redemption = await redeemCoupon(selected.id, input);
      toastSuccess(messages.success.couponRedeemed, `Código: ${redemption.validationCode}`);
      setStep({
        name: 'success',
        code: redemption.validationCode,
        qrText: redemption.qrText,
        redeemedAt: redemption.redeemedAt,
      });
    },
    { errorTitle: cm.redeemErrorTitle, fallback: cm.redeemError },
  );

  return (
    <Dialog open onClose={closeCouponDialog} title="Resgatar cupom" className="coupon-dialog">
      {step.name === 'select' && (
        <ListView
          items={coupons}
          loading={<ListSkeleton rows={3} />}
          empty={
            <EmptyState title={loadFailed ? cm.loadListFailed : 'Nenhum cupom disponível no momento.'} />
          }
        >
          {(list) => (
            <fieldset className="coupon-choices">
              <legend>Escolha um cupom</legend>
              {list.map((c) => {
                const status = couponDisplayStatus(c, now);
                return (
                  <label key={c.id} className={`coupon-choice coupon-choice--${status}`}>
                    <input
                      type="radio"
                      name="coupon"
                      value={c.id}
                      disabled={status !== 'active'}
                      checked={selectedId === c.id}
                      onChange={() => setSelectedId(c.id)}
                    />
                    <span>
                      <strong>{c.code}</strong> — {couponDiscountText(c)}
                      <br />
                      <small>
                        {c.storeName ? `${c.storeName} · ` : ''}
                        {status === 'expired'
                          ? cm.expired
                          : status === 'inactive'
                            ? 'Inativo'
                            : couponValidityText(c)}
                      </small>
                    </span>
                  </label>
                );
              })}
              <button
                type="button"
                className="button"
                disabled={selectedId === null}
                onClick={() => setStep({ name: 'redeem' })}
              >
                Continuar
              </button>
            </fieldset>
          )}
        </ListView>
      )}

      {step.name === 'redeem' &&
        (coupons === undefined ? (
          <ListSkeleton rows={2} />
        ) : missing ? (
          <p role="alert">{direct && loadFailed ? cm.loadSelectedFailed : cm.notFound}</p>
        ) : selected ? (
          <Form onSubmit={() => void run(form)}>
            <p className="coupon-summary">
              <strong>{selected.code}</strong> — {couponDiscountText(selected)}
              <br />
              <small>{couponValidityText(selected)}</small>
            </p>
            <TextField
              label="Seu nome (opcional)"
              value={form.customerName}
              autoComplete="name"
              maxLength={100}
              onChange={(e) => setForm({ ...form, customerName: e.target.value })}
            />
            <TextField
              label="Telefone (opcional)"
              type="tel"
              value={form.customerPhone}
              autoComplete="tel"
              maxLength={30}
              onChange={(e) => setForm({ ...form, customerPhone: e.target.value })}
            />
            <FormError message={formError} />
            <div className="form__actions">
              {couponId === null && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setStep({ name: 'select' })}
                >
                  Voltar
                </button>
              )}
              <SubmitButton
                busy={busy}
                busyLabel="Resgatando…"
                disabled={couponDisplayStatus(selected, now) !== 'active'}
              >
                Resgatar cupom
              </SubmitButton>
            </div>
          </Form>
        ) : null)}

      {step.name === 'success' && (
        <div className="coupon-success">
          <p>Mostre este código na barraca para usar o desconto:</p>
          <QrCode
            value={step.qrText}
            label={`QR code do código de validação ${step.code}`}
            className="coupon-success__qr"
          />
          <p className="coupon-success__code">
            <span className="visually-hidden">Código de validação: </span>
            {step.code}
          </p>
          <p>
            <small>Resgatado em {formatDateTime(step.redeemedAt)}</small>
          </p>
          <p>
            O QR code fica guardado em{' '}
            <Link to="/account/coupons" onClick={closeCouponDialog}>
              Meus cupons
            </Link>
            , também sem internet.
          </p>
          <div className="form__actions">
            <button
              type="button"
              className="button"
              onClick={async () => {
                if (await copyText(step.code)) toastSuccess(messages.success.copied);
              }}
            >
              Copiar código
            </button>
            <button type="button" className="button button--ghost" onClick={closeCouponDialog}>
              Fechar
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
