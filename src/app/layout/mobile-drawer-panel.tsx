import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../data/session';
import { Dialog } from '../ui/dialog';
import { ACCOUNT_LINKS, GUEST_LINKS, MAIN_LINKS, SELLER_DRAWER_LINKS } from './seller-links';

type DrawerLink = { readonly href: string; readonly label: string };

/**
 * One titled list of the drawer. Seller pages are served outside the shopper router, so their links are
 * plain anchors (`external`).
 */
function DrawerSection({
  title,
  links,
  external = false,
}: {
  title: string;
  links: readonly DrawerLink[];
  external?: boolean;
}) {
  return (
    <section>
      <h3>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            {external ? <a href={link.href}>{link.label}</a> : <Link to={link.href}>{link.label}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The drawer's content (spec 000 §2): account links, seller links and navigation links, as a modal dialog. */
export default function MobileDrawerPanel({
  user,
  onClose,
}: {
  user: SessionUser | null;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Menu" className="drawer">
      <nav aria-label="Menu lateral">
        <DrawerSection title="Minha conta" links={user ? ACCOUNT_LINKS : GUEST_LINKS} />
        {user?.isSeller && <DrawerSection title="Área do Lojista" links={SELLER_DRAWER_LINKS} external />}
        <DrawerSection title="Navegar" links={MAIN_LINKS} />
      </nav>
    </Dialog>
  );
}
