import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../data/session';
import { Dialog } from '../ui/dialog';
import { ACCOUNT_LINKS, MAIN_LINKS, SELLER_DRAWER_LINKS } from './seller-links';

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
        {user ? (
          <section>
            <h3>Minha conta</h3>
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <section>
            <h3>Minha conta</h3>
            <ul>
              <li>
                <Link to="/login">Entrar</Link>
              </li>
              <li>
                <Link to="/register">Criar conta</Link>
              </li>
            </ul>
          </section>
        )}
        {user?.isSeller && (
          <section>
            <h3>Área do Lojista</h3>
            <ul>
              {SELLER_DRAWER_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h3>Navegar</h3>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </Dialog>
  );
}
