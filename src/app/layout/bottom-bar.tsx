import { Link } from '@tanstack/react-router';
import { useSessionUser } from '../stores/session-store';
import { CountBadge } from '../ui/count-badge';
import { HomeIcon, SearchIcon, StoreIcon, TagIcon, UserIcon } from '../ui/icons';
import { useFlashCount } from './data';

const active = { 'aria-current': 'page' } as const;

/**
 * Mobile bottom bar (spec 000 §2): Início, Buscar, Lojas, Promoções (with the running flash promotions'
 * count), Perfil or Entrar; seller marker.
 */
export function BottomBar() {
  const user = useSessionUser();
  // A live query: no answer during hydration, so the server's markup (no badge) is what hydrates.
  const flash = useFlashCount();
  return (
    <nav id="bottom-navigation" className="bottom-bar" aria-label="Navegação inferior">
      <Link to="/" activeOptions={{ exact: true }} activeProps={active}>
        <HomeIcon />
        <span>Início</span>
      </Link>
      <Link to="/search" activeProps={active}>
        <SearchIcon />
        <span>Buscar</span>
      </Link>
      <Link to="/stores" activeProps={active}>
        <StoreIcon />
        <span>Lojas</span>
      </Link>
      <Link to="/promotions" activeProps={active}>
        <span className="bottom-bar__icon">
          <TagIcon />
          <CountBadge count={flash} />
        </span>
        <span>
          Promoções
          {flash > 0 && (
            <span className="visually-hidden">
              , {flash === 1 ? '1 promoção relâmpago ativa' : `${flash} promoções relâmpago ativas`}
            </span>
          )}
        </span>
      </Link>
      {user ? (
        <Link to="/account" activeProps={active} className="bottom-bar__profile">
          <span className="bottom-bar__icon">
            <UserIcon />
            {user.isSeller && <span className="seller-marker" aria-hidden="true" />}
          </span>
          <span>Perfil{user.isSeller && <span className="visually-hidden"> (lojista)</span>}</span>
        </Link>
      ) : (
        <Link to="/login" activeProps={active}>
          <UserIcon />
          <span>Entrar</span>
        </Link>
      )}
    </nav>
  );
}
