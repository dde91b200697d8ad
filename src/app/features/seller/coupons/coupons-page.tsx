import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { couponDiscountLabel, couponUsage } from '../../../../domain/coupon';
import { formatDate } from '../../../../domain/format';
import { messages } from '../../../../domain/messages';
import { SelectField } from '../../../ui/fields';
import { ListView } from '../../../ui/list-view';
import { OfflineNotice, PageHeader } from '../../../ui/page-state';
import {
  type RecordWriteState,
  type SellerCouponWire,
  useRecordWrites,
  useSellerCoupons,
  useSellerStoreList as useSellerStores,
} from '../data';
import { RecordStatus } from '../record-status';
import { RefusedCreates } from '../refused-creates';
import { CouponStatusBadge } from './coupon-status';
import '../seller.css';

function usageText(coupon: SellerCouponWire): string {
  const usage = couponUsage(coupon);
  return usage.limit === null
    ? `${usage.used} usos · ${messages.couponForm.unlimited}`
    : `${usage.used} de ${usage.limit} usos`;
}

function CouponRow({ coupon, write }: { coupon: SellerCouponWire; write: RecordWriteState }) {
  const navigate = useNavigate();
  return (
    <li className="seller-card">
      <div className="seller-card__row">
        <h2>{coupon.code}</h2>
        <CouponStatusBadge coupon={coupon} />
        <span className="tag tag--discount">{couponDiscountLabel(coupon)}</span>
      </div>
      <p>{coupon.description}</p>
      <RecordStatus
        write={write}
        subject={`cupom ${coupon.code}`}
        level={3}
        onFix={() =>
          navigate({ to: '/seller/coupons/$couponId/edit', params: { couponId: String(coupon.id) } })
        }
      />
      <p className="muted">
        {coupon.storeName} · {usageText(coupon)} · até {formatDate(coupon.endTime)}
      </p>
      {coupon.id > 0 && (
        <div className="seller-card__row">
          <Link
            to="/seller/coupons/$couponId/edit"
            params={{ couponId: String(coupon.id) }}
            className="button button--small"
            aria-label={`Editar cupom ${coupon.code}`}
          >
            Editar
          </Link>
        </div>
      )}
    </li>
  );
}

/**
 * /seller/coupons: every coupon of the seller's stores, its status and usage, filtered by store; each says
 * where its newest change stands (sent, waiting, refused).
 */
export function CouponsPage() {
  const coupons = useSellerCoupons();
  const writes = useRecordWrites('sellerCoupon');
  const stores = useSellerStores();
  const [storeId, setStoreId] = useState('');
  const shown = coupons.data?.filter((c) => storeId === '' || String(c.storeId) === storeId);
  return (
    <div className="page">
      <PageHeader title="Meus cupons">
        <div className="seller-card__row">
          <Link to="/seller/coupons/add" className="button">
            Criar cupom
          </Link>
          <Link to="/seller/coupons/validate" className="button button--ghost">
            Validar cupom
          </Link>
        </div>
      </PageHeader>
      {coupons.offline && coupons.data && <OfflineNotice />}
      <div className="toolbar">
        <SelectField
          label="Loja"
          placeholder="Todas as lojas"
          options={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={storeId}
          onChange={(e) => setStoreId(e.target.value)}
        />
      </div>
      <RefusedCreates kind="coupon" refused={writes.refusedCreates} />
      <ListView
        items={shown}
        error={!coupons.data && coupons.error ? coupons.error : undefined}
        empty="Nenhum cupom ainda. Crie o primeiro para atrair clientes."
      >
        {(items) => (
          <ul className="seller-list" aria-label="Cupons">
            {items.map((c) => (
              <CouponRow key={c.id} coupon={c} write={writes.of(c.id)} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
