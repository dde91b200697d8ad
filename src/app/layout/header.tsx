import { Link, useRouterState } from '@tanstack/react-router';
import { CouponHelperButton } from '../features/shopper/coupons/coupon-helper-button';
import { useHeaderCounts } from '../features/shopper/data';
import { NotificationBell } from '../features/shopper/notifications/notification-bell';
import { Later } from '../ssr/hydration';
import { useSession } from '../stores/session-store';
import { CountBadge } from '../ui/count-badge';
import { BagIcon, HeartIcon, UserIcon } from '../ui/icons';
import { DesktopNav } from './desktop-nav';
import { MobileDrawer } from './mobile-drawer';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** Sticky header of spec 000 §2: logo, search (not on /search), counters, bell, account. */
export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const counts = useHeaderCounts();
  const user = session.user;
  return (
    <header className="header">
      <div className="header__bar">
        <MobileDrawer user={user} />
        <Link to="/" className="header__logo" aria-label="Feira — página inicial">
          <img src="/icons/logo-64.png" alt="" width={32} height={32} />
          <span>Feira</span>
        </Link>
        {pathname !== '/search' && <SearchBox />}
        <div className="header__actions">
          <CouponHelperButton />
          {user ? (
            <>
              <Link
                to="/account/wishlist"
                className="icon-button"
                aria-label={`Lista de desejos, ${counts.wishlist} itens`}
              >
                <HeartIcon />
                <CountBadge count={counts.wishlist} />
              </Link>
              <Link
                to="/account/reservations"
                className="icon-button"
                aria-label={`Reservas, ${counts.reservations} ativas`}
              >
                <BagIcon />
                <CountBadge count={counts.reservations} />
              </Link>
              <NotificationBell />
              <UserMenu user={user} />
            </>
          ) : session.status === 'loading' ? (
            <span className="header__placeholder" aria-hidden="true" />
          ) : (
            <Link
              to="/login"
              search={{ redirect: pathname === '/login' ? undefined : pathname }}
              className="header__login"
            >
              <UserIcon />
              <span>Entrar</span>
            </Link>
          )}
        </div>
      </div>
      {/* Hidden on a phone (the bottom bar is its navigation there): it hydrates on its own. */}
      <Later>
        <DesktopNav isSeller={user?.isSeller === true} />
      </Later>
    </header>
  );
}
