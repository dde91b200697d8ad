import { Link } from '@tanstack/react-router';

const ITEMS = [
  { href: '/', label: 'Início' },
  { href: '/categories', label: 'Categorias' },
  { href: '/stores', label: 'Lojas' },
  { href: '/products', label: 'Produtos' },
  { href: '/promotions', label: 'Promoções' },
] as const;

/** Desktop navigation (spec 000 §2). Hidden below 768 px, where the bottom bar takes over. */
export function DesktopNav() {
  return (
    <nav id="main-navigation" className="desktop-nav" aria-label="Navegação principal">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.href}>
            {item.href === '/' ? (
              <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                {item.label}
              </Link>
            ) : (
              <a href={item.href}>{item.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
