import { messages } from '../../domain/messages';
/**
 * Navigation destinations, typed from the route tree: `to` must be a route that exists, so a link to a
 * screen nobody has built yet fails `npm run typecheck` instead of leading to the not-found page.
 */
import type { FileRoutesByTo } from '../route-tree.gen';

export type AppPath = keyof FileRoutesByTo;
export interface NavLink {
  readonly to: AppPath;
  readonly label: string;
}

/**
 * The seller area's own navigation (spec 000 §2), in the spec's order. Spec links whose screens are not built
 * yet are listed below; whoever adds the route adds its entry here.
 */
export const SELLER_LINKS = [
  { to: '/seller/dashboard', label: 'Painel' },
  { to: '/seller/stores', label: 'Minhas lojas' },
  { to: '/seller/stores/add-store', label: 'Adicionar loja' },
  { to: '/seller/products', label: 'Produtos' },
  { to: '/seller/products/add', label: 'Adicionar produto' },
  { to: '/seller/promotions', label: 'Promoções' },
  { to: '/seller/promotions/add', label: 'Criar promoção' },
  { to: '/seller/coupons', label: 'Cupons' },
  { to: '/seller/contacts', label: 'Contatos' },
  { to: '/seller/coupons/add', label: 'Criar cupom' },
  { to: '/seller/analytics', label: 'Análises' },
  { to: '/seller/coupons/validate', label: 'Validar cupom' },
  { to: '/seller/settings/location', label: 'Localização' },
  { to: '/seller/subscription', label: 'Assinatura' },
] as const satisfies readonly NavLink[];

/** The user menu's seller shortcuts (spec: dashboard, products, analytics, coupons; "Análises", not English). */
export const SELLER_MENU_LINKS = [
  { to: '/seller/dashboard', label: messages.screens.sellerArea },
  { to: '/seller/products', label: 'Meus Produtos' },
  { to: '/seller/analytics', label: 'Análises' },
  { to: '/seller/coupons', label: 'Meus Cupons' },
  { to: '/seller/subscription', label: 'Assinatura' },
] as const satisfies readonly NavLink[];

/* The admin area's navigation lives in features/admin/admin-links.ts, in the admin chunk. */

export const ACCOUNT_LINKS = [
  { to: '/account', label: 'Perfil' },
  { to: '/account/wishlist', label: messages.screens.wishlist },
  { to: '/account/reservations', label: 'Minhas reservas' },
  { to: '/account/coupons', label: 'Meus cupons' },
  { to: '/account/favorite-stores', label: 'Lojas favoritas' },
  { to: '/account/notifications', label: 'Notificações' },
  { to: '/account/proximity-automation', label: 'Avisos por proximidade' },
  { to: '/account/push-test-center', label: 'Central de push' },
] as const satisfies readonly NavLink[];

export const GUEST_LINKS = [
  { to: '/login', label: 'Entrar' },
  { to: '/register', label: 'Criar conta' },
] as const satisfies readonly NavLink[];

export const MAIN_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/categories', label: 'Categorias' },
  { to: '/stores', label: 'Lojas' },
  { to: '/products', label: 'Produtos' },
  { to: '/promotions', label: 'Promoções' },
] as const satisfies readonly NavLink[];
