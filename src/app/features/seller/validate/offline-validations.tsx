import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format';
import { type RedemptionCodeRow, useOfflineValidations } from '../data';

const OUTCOME: Record<NonNullable<RedemptionCodeRow['outcome']>, string> = {
  confirmed: 'Confirmado pelo servidor',
  conflict: 'Conflito: já utilizado em outro aparelho',
  invalid: 'Recusado pelo servidor',
};

/**
 * Codes accepted offline on this device and what the server said about each: a conflict says who validated
 * it first and when; the coupon's history (linked) shows both phones' sides.
 */
export function OfflineValidations() {
  const rows = useOfflineValidations();
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="offline-validations-title">
      <h2 id="offline-validations-title">Validações offline</h2>
      <ul className="offline-validations">
        {rows.map((row) => (
          <li key={row.validationCode} data-outcome={row.outcome ?? 'pending'}>
            <strong>{row.validationCode}</strong> — {row.couponCode}
            {row.customerName ? ` — ${row.customerName}` : ''}
            <br />
            <span>
              {row.validatedLocallyAt ? formatDateTime(new Date(row.validatedLocallyAt)) : ''} ·{' '}
              {row.outcome ? OUTCOME[row.outcome] : 'aguardando conexão'}
              {row.outcome && row.outcome !== 'confirmed' && row.outcomeMessage
                ? ` (${row.outcomeMessage})`
                : ''}
            </span>
            {row.outcome && row.couponId > 0 && (
              <>
                {' '}
                <Link
                  to="/seller/coupons/$couponId/edit"
                  params={{ couponId: String(row.couponId) }}
                  hash="resgates"
                  aria-label={`Histórico do cupom ${row.couponCode} (código ${row.validationCode})`}
                >
                  Histórico do cupom
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
