import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { couponDiscountLabel } from '../../../../domain/coupon-display';
import { formatDateTime } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { toastSuccess } from '../../../stores/toast-store';
import { copyText } from '../../../ui/copy-text';
import { ListView } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { QrCode } from '../../../ui/qr-code';
import { type ShopperRedemptionRow, useMyRedemptions } from '../data';
import './account.css';

function Status({ row, now }: { row: ShopperRedemptionRow; now: Date }) {
  if (row.validatedAt)
    return <p className="redeemed__status">Utilizado em {formatDateTime(row.validatedAt)}</p>;
  if (row.validUntil && Date.parse(row.validUntil) <= now.getTime()) {
    return (
      <p className="redeemed__status">
        QR code expirado em {formatDateTime(row.validUntil)}. Com internet, a banca ainda pode conferir o
        código.
      </p>
    );
  }
  return (
    <p className="redeemed__status">
      Válido até {formatDateTime(row.validUntil)}. Funciona mesmo sem internet, no seu celular e no da banca.
    </p>
  );
}

function Redeemed({ row, now }: { row: ShopperRedemptionRow; now: Date }) {
  const used = row.validatedAt !== null;
  const titleId = `redeemed-${row.validationCode}`;
  const discount = couponDiscountLabel(row);
  return (
    <li className="redeemed" data-used={used || undefined}>
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="redeemed__title">
          {row.couponCode} — {row.storeName}
        </h2>
        <p>
          {discount && <span className="badge">{discount}</span>} {row.description}
        </p>
        <p className="redeemed__meta">Resgatado em {formatDateTime(row.redeemedAt)}</p>
        <Status row={row} now={now} />
        {!used && (
          <>
            <QrCode
              value={row.signedRedemption || row.validationCode}
              label={`QR code do cupom ${row.couponCode}, código de validação ${row.validationCode}`}
              className="redeemed__qr"
            />
            <p className="redeemed__code">
              <span className="visually-hidden">Código de validação: </span>
              {row.validationCode}
            </p>
            <button
              type="button"
              className="button button--ghost"
              onClick={async () => {
                if (await copyText(row.validationCode)) toastSuccess(messages.success.copied);
              }}
            >
              Copiar código<span className="visually-hidden"> {row.validationCode}</span>
            </button>
          </>
        )}
      </article>
    </li>
  );
}

/**
 * /account/coupons ("Meus cupons"): every coupon the shopper redeemed, from this device's copy, each with the
 * QR code the stall scans — signed by the server, so the seller's phone checks it even when neither phone has
 * signal. A code used at the stall shows as used once the server says so.
 */
export function RedeemedCouponsPage() {
  const rows = useMyRedemptions();
  // A QR code whose validity ends while the screen is open says so without a reload.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const open = rows?.filter((r) => r.validatedAt === null) ?? [];
  const used = rows?.filter((r) => r.validatedAt !== null) ?? [];
  return (
    <div className="page" aria-busy={rows === undefined || undefined}>
      <PageHeader title="Meus cupons">
        <p>Mostre o QR code na barraca para usar o desconto.</p>
      </PageHeader>
      <ListView
        items={rows}
        empty={
          <p className="empty">
            Você ainda não resgatou nenhum cupom. <Link to="/promotions">Ver promoções</Link>
          </p>
        }
      >
        {() => (
          <>
            {open.length > 0 && (
              <section aria-labelledby="redeemed-open" className="section">
                <h2 id="redeemed-open" className="visually-hidden">
                  Cupons para usar
                </h2>
                <ul className="redeemed-list">
                  {open.map((row) => (
                    <Redeemed key={row.validationCode} row={row} now={now} />
                  ))}
                </ul>
              </section>
            )}
            {used.length > 0 && (
              <section aria-labelledby="redeemed-used" className="section">
                <h2 id="redeemed-used">Utilizados ({used.length})</h2>
                <ul className="redeemed-list">
                  {used.map((row) => (
                    <Redeemed key={row.validationCode} row={row} now={now} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </ListView>
    </div>
  );
}
