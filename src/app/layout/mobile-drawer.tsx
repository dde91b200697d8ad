import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../data/session';
import { Dialog } from '../ui/dialog';
import { ACCOUNT_LINKS, MAIN_LINKS, SELLER_DRAWER_LINKS } from './seller-links';

/** Mobile drawer of spec 000 §2: account links, seller links and navigation links, as a modal dialog. */
export function MobileDrawer({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="icon-button drawer-button"
        aria-label="Abrir menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Menu" className="drawer">
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
    </>
  );
}
