import { Link, useRouterState } from '@tanstack/react-router';
import { useHeaderCounts } from '../features/account/use-header-counts';
import { CountBadge } from '../ui/count-badge';
import { BagIcon, BellIcon, HeartIcon, UserIcon } from '../ui/icons';
import { DesktopNav } from './desktop-nav';
import { SearchBox } from './search-box';

/** Sticky header of spec 000 §2: logo, search (not on /search), counters, bell, account. */
export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const counts = useHeaderCounts();
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__logo" aria-label="Feira — página inicial">
          <img src="/icons/icon-192.png" alt="" width={32} height={32} />
          <span>Feira</span>
        </Link>
        {pathname !== '/search' && <SearchBox />}
        <div className="header__actions">
          <a href="/account/wishlist" className="icon-button" aria-label={`Lista de desejos, ${counts.wishlist} itens`}>
            <HeartIcon />
            <CountBadge count={counts.wishlist} />
          </a>
          <a href="/account/reservations" className="icon-button" aria-label={`Reservas, ${counts.reservations} ativas`}>
            <BagIcon />
            <CountBadge count={counts.reservations} />
          </a>
          <a href="/account/notifications" className="icon-button" aria-label={`Notificações, ${counts.unread} não lidas`}>
            <BellIcon />
            <CountBadge count={counts.unread} />
          </a>
          <a href="/login" className="header__login">
            <UserIcon />
            <span>Entrar</span>
          </a>
        </div>
      </div>
      <DesktopNav />
    </header>
  );
}
