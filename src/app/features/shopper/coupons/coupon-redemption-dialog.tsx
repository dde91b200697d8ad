import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { redeemCoupon } from '../../../../data/mutations';
import { refresh } from '../../../../data/sync';
import { couponDisplayStatus } from '../../../../domain/coupon';
import { formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { closeCouponDialog, useCouponDialogStore } from '../../../stores/coupon-dialog-store';
import { useSession } from '../../../stores/session-store';
import { toastError, toastSuccess } from '../../../stores/toast-store';
import { copyText } from '../../../ui/copy-text';
import { Dialog } from '../../../ui/dialog';
import { EmptyState, ListSkeleton } from '../../../ui/page-state';
import { type CouponRow, useCoupons } from '../data/coupons';
import { couponDiscountText, couponValidityText } from './coupon-text';
import { redemptionPayload, redemptionPrefill } from './redeem-form';

const cm = messages.consumerCoupon;

type Step = { name: 'select' } | { name: 'redeem' } | { name: 'success'; code: string; redeemedAt: string };

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const phoneId = useId();

  // Anonymous shoppers sign in first and come back here.
  useEffect(() => {
    if (session.status === 'anonymous') {
      closeCouponDialog();
      void navigate({ to: '/login', search: { redirect: pathname } });
    }
  }, [session.status, navigate, pathname]);

  useEffect(() => {
    refresh('coupons').catch(() => {
      toastError(cm.fetchListError, cm.loadListFailed);
    });
  }, []);

  const now = new Date();
  const selected: CouponRow | undefined = coupons?.find((c) => c.id === selectedId);
  const missing = coupons !== undefined && step.name === 'redeem' && !selected;

  const submit = async () => {
    if (!selected) return;
    setBusy(true);
    setError(null);
    try {
      const redemption = await redeemCoupon(selected.id, redemptionPayload(form));
      toastSuccess(messages.success.couponRedeemed, `Código: ${redemption.validationCode}`);
      setStep({ name: 'success', code: redemption.validationCode, redeemedAt: redemption.redeemedAt });
    } catch (e) {
      const message = (e as Error).message || cm.redeemError;
      setError(message);
      toastError(cm.redeemErrorTitle, message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={closeCouponDialog} title="Resgatar cupom" className="coupon-dialog">
      {step.name === 'select' &&
        (coupons === undefined ? (
          <ListSkeleton rows={3} />
        ) : coupons.length === 0 ? (
          <EmptyState title="Nenhum cupom disponível no momento." />
        ) : (
          <fieldset className="coupon-choices">
            <legend>Escolha um cupom</legend>
            {coupons.map((c) => {
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
        ))}

      {step.name === 'redeem' &&
        (coupons === undefined ? (
          <ListSkeleton rows={2} />
        ) : missing ? (
          <p role="alert">{cm.notFound}</p>
        ) : selected ? (
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p className="coupon-summary">
              <strong>{selected.code}</strong> — {couponDiscountText(selected)}
              <br />
              <small>{couponValidityText(selected)}</small>
            </p>
            <div className="field">
              <label htmlFor={nameId}>Seu nome (opcional)</label>
              <input
                id={nameId}
                value={form.customerName}
                autoComplete="name"
                maxLength={100}
                onChange={(e) => setForm({ ...form, customerName: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={phoneId}>Telefone (opcional)</label>
              <input
                id={phoneId}
                type="tel"
                value={form.customerPhone}
                autoComplete="tel"
                maxLength={30}
                onChange={(e) => setForm({ ...form, customerPhone: e.target.value })}
              />
            </div>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
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
              <button
                type="submit"
                className="button"
                disabled={busy || couponDisplayStatus(selected, now) !== 'active'}
              >
                {busy ? 'Resgatando…' : 'Resgatar cupom'}
              </button>
            </div>
          </form>
        ) : null)}

      {step.name === 'success' && (
        <div className="coupon-success">
          <p>Mostre este código na barraca para usar o desconto:</p>
          <p className="coupon-success__code">
            <span className="visually-hidden">Código de validação: </span>
            {step.code}
          </p>
          <p>
            <small>Resgatado em {formatDateTime(step.redeemedAt)}</small>
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
