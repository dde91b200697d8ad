import { useNavigate } from '@tanstack/react-router';
import { type RefusedWrite, refusedBody } from './data';
import { RecordStatus } from './record-status';

type Navigate = ReturnType<typeof useNavigate>;

/**
 * How each seller record's list names a refused new one and reopens the form it came from, with the refused
 * write (nothing the seller typed is lost). `listClass` is the page's own list layout, so the refused cards
 * sit like its records.
 */
const RECORDS = {
  coupon: {
    label: 'Cupons recusados',
    noun: 'cupom',
    nameField: 'code',
    listClass: 'seller-list',
    fix: (navigate: Navigate, r: RefusedWrite) =>
      navigate({ to: '/seller/coupons/add', search: { refused: r.id } }),
  },
  promotion: {
    label: 'Promoções recusadas',
    noun: 'promoção',
    nameField: 'title',
    listClass: 'seller-list',
    fix: (navigate: Navigate, r: RefusedWrite) =>
      navigate({ to: '/seller/promotions/add', search: { refused: r.id } }),
  },
  store: {
    label: 'Lojas recusadas',
    noun: 'loja',
    nameField: 'name',
    listClass: 'seller-cards',
    fix: (navigate: Navigate, r: RefusedWrite) =>
      navigate({ to: '/seller/stores/add-store', search: { refused: r.id } }),
  },
  product: {
    label: 'Produtos recusados',
    noun: 'produto',
    nameField: 'name',
    listClass: 'seller-cards',
    fix: (navigate: Navigate, r: RefusedWrite) =>
      navigate({
        to: '/seller/products/add',
        search: { storeId: Number(refusedBody(r).storeId) || undefined, refused: r.id },
      }),
  },
} as const;

/**
 * New records the server refused, above a list page's records: there is no record to show such a refusal
 * on, so each gets a card named from what was sent, whose fix reopens its form.
 */
export function RefusedCreates({
  kind,
  refused,
}: {
  kind: keyof typeof RECORDS;
  refused: readonly RefusedWrite[];
}) {
  const navigate = useNavigate();
  const record = RECORDS[kind];
  if (refused.length === 0) return null;
  return (
    <ul className={record.listClass} aria-label={record.label}>
      {refused.map((r) => {
        const name = String(refusedBody(r)[record.nameField] ?? '');
        return (
          <li key={r.id} className="seller-card">
            <h2>{name}</h2>
            <RecordStatus
              write={{ refused: r }}
              subject={`${record.noun} ${name}`}
              level={3}
              onFix={() => record.fix(navigate, r)}
            />
          </li>
        );
      })}
    </ul>
  );
}
