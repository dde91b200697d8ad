import { Link } from '@tanstack/react-router';
import { displayName } from '../../domain/user-display';
import type { SessionUser } from '../stores/session-store';
import { UserIcon } from '../ui/icons';
import { useDisclosure } from '../ui/use-disclosure';
import { SELLER_MENU_LINKS } from './nav-links';

/** User menu of spec 000 §2: Perfil; for sellers the four seller shortcuts; Sair. */
export function UserMenu({ user }: { user: SessionUser }) {
  const menu = useDisclosure();
  const name = displayName(user) || user.email;
  return (
    <div className="menu" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="icon-button menu__button"
        aria-expanded={menu.open}
        aria-controls="user-menu"
        aria-label={`Menu da conta de ${name}`}
        onClick={menu.toggle}
      >
        <UserIcon />
        {user.isSeller && <span className="seller-marker" aria-hidden="true" />}
      </button>
      {menu.open && (
        <div id="user-menu" className="menu__panel">
          <p className="menu__title">{name}</p>
          <ul>
            <li>
              <Link to="/account" onClick={menu.close}>
                Perfil
              </Link>
            </li>
            {user.isSeller &&
              SELLER_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={menu.close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  menu.close();
                  // Loaded on use: "Sair" is not needed to paint the first route (its JS budget). Through the
                  // entry, the dynamic import would need every export of it and so pull them all in at once.
                  // biome-ignore lint/style/noRestrictedImports: a lazy load of one module, see above.
                  void import('../features/shopper/data/sign-out').then((m) => m.signOut());
                }}
              >
                Sair
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
