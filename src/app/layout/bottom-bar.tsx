import { Link } from '@tanstack/react-router';
import { HomeIcon, SearchIcon, StoreIcon, TagIcon, UserIcon } from '../ui/icons';

/** Mobile bottom bar (spec 000 §2): Início, Buscar, Lojas, Promoções, Entrar/Perfil. */
export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Navegação inferior">
      <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
        <HomeIcon />
        <span>Início</span>
      </Link>
      <a href="/search">
        <SearchIcon />
        <span>Buscar</span>
      </a>
      <a href="/stores">
        <StoreIcon />
        <span>Lojas</span>
      </a>
      <a href="/promotions">
        <TagIcon />
        <span>Promoções</span>
      </a>
      <a href="/login">
        <UserIcon />
        <span>Entrar</span>
      </a>
    </nav>
  );
}
