import { Link } from '@tanstack/react-router';
import { useDisclosure } from '../ui/use-disclosure';
import { MAIN_LINKS, SELLER_LINKS } from './nav-links';

/** Desktop navigation (spec 000 §2) with the seller dropdown. Hidden below 768 px (bottom bar there). */
export function DesktopNav({ isSeller }: { isSeller: boolean }) {
  const seller = useDisclosure<HTMLLIElement>();
  return (
    <nav id="main-navigation" className="desktop-nav" aria-label="Navegação principal" tabIndex={-1}>
      <ul>
        {MAIN_LINKS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.to === '/' }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {isSeller && (
          <li className="menu" ref={seller.containerRef}>
            <button
              ref={seller.buttonRef}
              type="button"
              className="desktop-nav__button"
              aria-expanded={seller.open}
              aria-controls="seller-nav-menu"
              onClick={seller.toggle}
            >
              Lojista ▾
            </button>
            {seller.open && (
              <ul id="seller-nav-menu" className="menu__panel">
                {SELLER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={seller.close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
