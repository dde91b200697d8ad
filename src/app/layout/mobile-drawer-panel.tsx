import { Link } from '@tanstack/react-router';
import { messages } from '../../domain/messages';
import type { SessionUser } from '../stores/session-store';
import { Dialog } from '../ui/dialog';
import { ACCOUNT_LINKS, GUEST_LINKS, MAIN_LINKS, type NavLink, SELLER_LINKS } from './nav-links';

/** One titled list of the drawer; every link is a route of the tree (typed). */
function DrawerSection({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <section>
      <h3>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
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
        {user?.isSeller && <DrawerSection title={messages.screens.sellerArea} links={SELLER_LINKS} />}
        <DrawerSection title="Navegar" links={MAIN_LINKS} />
      </nav>
    </Dialog>
  );
}
