import { formatDateTime } from '../../../../domain/format';
import { ListView } from '../../../ui/list-view';
import { EmptyState, ListSkeleton, OfflineNotice } from '../../../ui/page-state';
import { type CouponRedemptionHistory, useCouponRedemptions } from '../data';

type Entry = CouponRedemptionHistory['redemptions'][number];

function Validation({ entry }: { entry: Entry }) {
  if (!entry.validatedAt) return <p>Aguardando validação na banca</p>;
  return (
    <p>
      Validado em {formatDateTime(entry.validatedAt)}
      {entry.validatedBy ? ` por ${entry.validatedBy}` : ''}
      {entry.validatedOfflineAt ? ` (aceito sem conexão em ${formatDateTime(entry.validatedOfflineAt)})` : ''}
    </p>
  );
}

/**
 * The coupon's history at the stall (`#resgates` of the edit screen): each redemption, who validated it and
 * when, and each validation that lost to it on another phone — the same QR code shown at two stalls while both
 * were offline, which only the server can see. Kept for offline reading like the coupon itself.
 */
export function CouponHistory({ couponId }: { couponId: number }) {
  const read = useCouponRedemptions(couponId);
  return (
    <section id="resgates" className="section" aria-labelledby="coupon-history-title">
      <h2 id="coupon-history-title">Resgates e validações</h2>
      {read.offline && <OfflineNotice />}
      <ListView
        items={read.data?.redemptions}
        error={read.data === undefined && !read.offline ? (read.error ?? undefined) : undefined}
        loading={<ListSkeleton rows={2} />}
        empty={<EmptyState title="Nenhum resgate deste cupom ainda." />}
      >
        {(entries) => (
          <ul className="coupon-history">
            {entries.map((entry) => (
              <li key={entry.validationCode} data-conflicts={entry.conflicts.length || undefined}>
                <p>
                  <strong>{entry.validationCode}</strong>
                  {entry.customerName ? ` — ${entry.customerName}` : ''} · resgatado em{' '}
                  {formatDateTime(entry.redeemedAt)}
                </p>
                <Validation entry={entry} />
                {entry.conflicts.map((conflict) => (
                  <p
                    key={`${conflict.attemptedAt}-${conflict.reportedAt}`}
                    className="coupon-history__conflict"
                  >
                    Conflito: também aceito sem conexão em outro aparelho em{' '}
                    {formatDateTime(conflict.attemptedAt)}
                    {conflict.attemptedBy ? ` por ${conflict.attemptedBy}` : ''} (informado em{' '}
                    {formatDateTime(conflict.reportedAt)})
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
