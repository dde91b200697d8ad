import { Link } from '@tanstack/react-router';
import { type NavLink, SELLER_LINKS } from '../../layout/nav-links';
import { GridIcon, HomeIcon, MenuIcon, QrIcon, TagIcon } from '../../ui/icons';
import { useDisclosure } from '../../ui/use-disclosure';
import './seller-nav.css';

const current = { 'aria-current': 'page' } as const;

/** The stall's everyday screens, one tap away on a phone; every other screen is under "Mais". */
const TABS = [
  { to: '/seller/dashboard', label: 'Painel', icon: <HomeIcon /> },
  { to: '/seller/products', label: 'Produtos', icon: <GridIcon /> },
  { to: '/seller/coupons', label: 'Cupons', icon: <TagIcon /> },
  { to: '/seller/coupons/validate', label: 'Validar', icon: <QrIcon /> },
] as const satisfies readonly (NavLink & { icon: unknown })[];

/**
 * The seller area's navigation, after the page in the document so the page's title is the first thing under
 * the header: on a phone a tab bar at the bottom (in place of the shopper's) whose "Mais" opens every screen
 * of the area; on a wide screen the full list beside the page.
 */
export function SellerNav() {
  const more = useDisclosure<HTMLElement>();
  return (
    <nav
      id="seller-navigation"
      className="seller-nav"
      aria-label="Navegação da Área do Lojista"
      ref={more.containerRef}
    >
      <ul className="bottom-bar seller-nav__tabs">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} activeOptions={{ exact: true }} activeProps={current} onClick={more.close}>
              {tab.icon}
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button
            ref={more.buttonRef}
            type="button"
            aria-expanded={more.open}
            aria-controls="seller-nav-all"
            onClick={more.toggle}
          >
            <MenuIcon />
            <span>Mais</span>
          </button>
        </li>
      </ul>
      <ul id="seller-nav-all" className="seller-nav__all" data-open={more.open}>
        {SELLER_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} activeOptions={{ exact: true }} activeProps={current} onClick={more.close}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
