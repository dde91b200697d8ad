import { Link } from '@tanstack/react-router';
import { couponDiscountLabel } from '../../../../domain/coupon';
import { formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import type { ValidationResult } from '../data';

const v = messages.validation;

/** Success card of spec 000 §2: code, description, discount, customer, date/time, store, "now used". */
export function ValidationCard({ result, onReset }: { result: ValidationResult; onReset: () => void }) {
  const { coupon } = result;
  const discount = couponDiscountLabel(coupon);
  return (
    <section className="card validate-result" aria-labelledby="validate-result-title">
      <h2 id="validate-result-title">{v.validated}</h2>
      {result.offline && (
        <p className="validate-result__pending" role="status">
          {result.message}
        </p>
      )}
      <dl className="validate-result__details">
        <dt>Cupom</dt>
        <dd>
          <strong>{coupon.code}</strong> {discount && <span className="badge">{discount}</span>}
        </dd>
        <dt>Descrição</dt>
        <dd>{coupon.description}</dd>
        {coupon.customerName && (
          <>
            <dt>Cliente</dt>
            <dd>{coupon.customerName}</dd>
          </>
        )}
        {coupon.customerPhone && (
          <>
            <dt>Telefone</dt>
            <dd>{coupon.customerPhone}</dd>
          </>
        )}
        <dt>Resgatado em</dt>
        <dd>{formatDateTime(coupon.redeemedAt)}</dd>
        <dt>Loja</dt>
        <dd>{coupon.storeName}</dd>
      </dl>
      <p>Este cupom agora está marcado como utilizado e não pode ser usado novamente.</p>
      <div className="form__actions">
        <button type="button" className="button" onClick={onReset}>
          {v.validateNew}
        </button>
        {coupon.couponId !== null && (
          <Link
            to="/seller/coupons/$couponId/edit"
            params={{ couponId: String(coupon.couponId) }}
            className="button button--ghost"
          >
            Ver cupom {coupon.code}
          </Link>
        )}
      </div>
    </section>
  );
}
