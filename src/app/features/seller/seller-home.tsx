import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../domain/format';
import { displayName } from '../../../domain/user-display';
import { useSessionUser } from '../../stores/session-store';
import { PageHeader } from '../../ui/page-state';

/** /seller: the area's start page until the dashboard of spec 000 §2 is built. */
export function SellerHome() {
  const user = useSessionUser();
  if (!user) return null;
  const trialEnds = user.trialEndsAt ? Date.parse(user.trialEndsAt) : Number.NaN;
  return (
    <div className="page">
      <PageHeader title="Área do Lojista">
        <p>Olá, {displayName(user) || user.email}.</p>
      </PageHeader>
      {Number.isFinite(trialEnds) && trialEnds > Date.now() && (
        <p>Seu período de teste vai até {formatDateTime(user.trialEndsAt as string)}.</p>
      )}
      <p>
        <Link to="/seller/coupons/validate" className="button">
          Validar cupom
        </Link>{' '}
        <Link to="/seller/subscription" className="button button--ghost">
          Assinatura e planos
        </Link>
      </p>
    </div>
  );
}
