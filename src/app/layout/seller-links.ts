/** Seller destinations of the user menu and the drawer (spec 000 §2). Seller screens live in routes/seller. */
export const SELLER_MENU_LINKS = [
  { href: '/seller/dashboard', label: 'Área do Lojista' },
  { href: '/seller/products', label: 'Meus Produtos' },
  { href: '/seller/analytics', label: 'Analytics' },
  { href: '/seller/coupons', label: 'Meus Cupons' },
] as const;

export const SELLER_DRAWER_LINKS = [
  { href: '/seller/dashboard', label: 'Painel' },
  { href: '/seller/stores', label: 'Minhas lojas' },
  { href: '/seller/stores/add-store', label: 'Adicionar loja' },
  { href: '/seller/products', label: 'Produtos' },
  { href: '/seller/products/add', label: 'Adicionar produto' },
  { href: '/seller/promotions', label: 'Promoções' },
  { href: '/seller/promotions/add', label: 'Criar promoção' },
  { href: '/seller/coupons', label: 'Cupons' },
  { href: '/seller/contacts', label: 'Contatos' },
  { href: '/seller/coupons/add', label: 'Criar cupom' },
  { href: '/seller/analytics', label: 'Analytics' },
] as const;

export const ACCOUNT_LINKS = [
  { href: '/account', label: 'Perfil' },
  { href: '/account/wishlist', label: 'Lista de desejos' },
  { href: '/account/reservations', label: 'Minhas reservas' },
  { href: '/account/favorite-stores', label: 'Lojas favoritas' },
  { href: '/account/notifications', label: 'Notificações' },
  { href: '/account/proximity-automation', label: 'Avisos por proximidade' },
  { href: '/account/push-test-center', label: 'Central de push' },
] as const;

export const GUEST_LINKS = [
  { href: '/login', label: 'Entrar' },
  { href: '/register', label: 'Criar conta' },
] as const;

export const MAIN_LINKS = [
  { href: '/', label: 'Início' },
  { href: '/categories', label: 'Categorias' },
  { href: '/stores', label: 'Lojas' },
  { href: '/products', label: 'Produtos' },
  { href: '/promotions', label: 'Promoções' },
] as const;
