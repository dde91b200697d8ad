import type { NavLink } from '../../layout/nav-links';

/**
 * The admin area's navigation (spec 000 §2 admin routes). Kept in the admin chunk rather than in
 * layout/nav-links.ts, which the first route loads (its budget is full): only the admin shell needs these.
 */
export const ADMIN_AREA_LINKS = [
  { to: '/admin', label: 'Painel' },
  { to: '/admin/store-management', label: 'Lojas' },
  { to: '/admin/products', label: 'Produtos' },
  { to: '/admin/users', label: 'Usuários' },
  { to: '/admin/geocoding', label: 'Geocodificação' },
  { to: '/admin/settings', label: 'Configurações' },
] as const satisfies readonly NavLink[];
