import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format';
import {
  PROMOTION_PHASE_LABELS,
  type PromotionPhase,
  promotionPhase,
} from '../../../../domain/promotion-form';
import { ListView } from '../../../ui/list-view';
import { OfflineNotice, PageHeader } from '../../../ui/page-state';
import { Price } from '../../../ui/price';
import { PromotionCountdown } from '../../../ui/promotion-countdown';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { type PromotionWire, type RecordWriteState, useRecordWrites, useSellerPromotions } from '../data';
import { RecordStatus } from '../record-status';
import { RefusedCreates } from '../refused-creates';
import '../seller.css';

const PHASES: readonly { value: PromotionPhase; label: string }[] = [
  { value: 'active', label: 'Ativas' },
  { value: 'scheduled', label: 'Agendadas' },
  { value: 'ended', label: 'Encerradas' },
];

function PromotionRow({
  promotion,
  phase,
  write,
}: {
  promotion: PromotionWire;
  phase: PromotionPhase;
  write: RecordWriteState;
}) {
  const navigate = useNavigate();
  return (
    <li className="seller-card">
      <div className="seller-card__row">
        <h2>{promotion.title}</h2>
        <span className={`status-badge status-badge--${phase}`}>{PROMOTION_PHASE_LABELS[phase]}</span>
        {promotion.isFlash && <span className="tag">Relâmpago</span>}
      </div>
      <RecordStatus
        write={write}
        subject={`promoção ${promotion.title}`}
        level={3}
        onFix={() =>
          navigate({
            to: '/seller/promotions/$promotionId/edit',
            params: { promotionId: String(promotion.id) },
          })
        }
      />
      {promotion.product && <p>{promotion.product.name}</p>}
      <Price
        price={promotion.product?.price ?? promotion.promotionalPrice}
        discountedPrice={promotion.promotionalPrice}
      />
      {promotion.isFlash && phase !== 'ended' && (
        <PromotionCountdown startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
      )}
      <p className="muted">
        {promotion.storeName} · {formatDateTime(promotion.startsAt)} – {formatDateTime(promotion.endsAt)}
      </p>
      <div className="seller-card__row">
        <Link
          to="/seller/promotions/$promotionId/edit"
          params={{ promotionId: String(promotion.id) }}
          className="button button--small"
          aria-label={`Editar promoção ${promotion.title}`}
        >
          Editar
        </Link>
      </div>
    </li>
  );
}

/**
 * /seller/promotions: active, scheduled and ended promotions; flash ones with their countdown; each says
 * where its newest change stands (sent, waiting, refused).
 */
export function PromotionsPage() {
  const promotions = useSellerPromotions();
  const writes = useRecordWrites('sellerPromotion');
  const [phase, setPhase] = useState<PromotionPhase>('active');
  const now = new Date();
  const shown = promotions.data
    ?.map((p) => ({ p, phase: promotionPhase(p, now) }))
    .filter((x) => x.phase === phase);
  return (
    <div className="page">
      <PageHeader title="Promoções">
        <Link to="/seller/promotions/add" className="button">
          Criar promoção
        </Link>
      </PageHeader>
      {promotions.offline && promotions.data && <OfflineNotice />}
      <div className="toolbar">
        <SegmentedFilter legend="Situação das promoções" options={PHASES} value={phase} onChange={setPhase} />
      </div>
      <RefusedCreates kind="promotion" refused={writes.refusedCreates} />
      <ListView
        items={shown}
        error={!promotions.data && promotions.error ? promotions.error : undefined}
        empty="Nenhuma promoção nesta situação."
      >
        {(items) => (
          <ul className="seller-list" aria-label="Promoções">
            {items.map(({ p, phase: rowPhase }) => (
              <PromotionRow key={p.id} promotion={p} phase={rowPhase} write={writes.of(p.id)} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
