import { formatBRL, formatDateTime } from '../../../../domain/format';
import { ConflictView, showFormValue } from '../conflict-view';
import { type PromotionWire, type RefusedWrite, refusedBody } from '../data';
import { PROMOTION_FIELD_LABELS } from './promotion-values';

const KEYS = [
  'productId',
  'title',
  'description',
  'promotionalPrice',
  'startsAt',
  'endsAt',
  'isFlash',
  'isActive',
] as const;

function show(key: (typeof KEYS)[number], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'promotionalPrice') return formatBRL(Number(value));
  if (key === 'startsAt' || key === 'endsAt') return formatDateTime(String(value));
  return showFormValue(value);
}

/**
 * A promotion edit queued on this device that lost to a newer version saved elsewhere: the fields where the
 * seller's change and the server's current version differ, side by side.
 */
export function PromotionComparison({
  promotion,
  refused,
}: {
  promotion: PromotionWire;
  refused: RefusedWrite;
}) {
  const body = refusedBody(refused);
  const mineOf = (key: (typeof KEYS)[number]) => show(key, body[key]);
  const theirsOf = (key: (typeof KEYS)[number]) => show(key, promotion[key]);
  const sent = KEYS.filter((key) => key in body);
  const differing = sent.filter((key) => mineOf(key) !== theirsOf(key));
  const keys = differing.length > 0 ? differing : sent;
  return (
    <ConflictView
      change="Edição da promoção"
      mine={keys.map((key) => [PROMOTION_FIELD_LABELS[key] ?? key, mineOf(key)] as const)}
      theirs={keys.map((key) => [PROMOTION_FIELD_LABELS[key] ?? key, theirsOf(key)] as const)}
    />
  );
}
