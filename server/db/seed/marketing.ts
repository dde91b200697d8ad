import type { StoreSlug } from './stores';

export interface BannerSeed {
  title: string;
  subtitle: string;
  image: number;
  linkUrl: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    title: 'Feira fresquinha',
    subtitle: 'Frutas, verduras e legumes direto do produtor para a sua mesa',
    image: 1,
    linkUrl: '/categories/comida',
  },
  {
    title: 'Promoções relâmpago',
    subtitle: 'Descontos que duram poucas horas. Corra para a barraca!',
    image: 2,
    linkUrl: '/promotions',
  },
  {
    title: 'Cupons da feira',
    subtitle: 'Use o cupom FEIRA10 e ganhe 10% no Hortifrúti da Dona Cida',
    image: 3,
    linkUrl: '/stores',
  },
  {
    title: 'Flores e plantas para sua casa',
    subtitle: 'Orquídeas, suculentas e arranjos montados na hora',
    image: 4,
    linkUrl: '/categories/jardim',
  },
];

export interface PromotionSeed {
  store: StoreSlug;
  /** Name of the product in that store. */
  product: string;
  title: string;
  description?: string;
  promotionalPrice: number;
  /** Start relative to the seed's `now`, in hours (negative = already started). */
  startsInHours: number;
  durationHours: number;
}

/** Flash promotions: five running at `now`, one starting tomorrow, one that ended two days ago. */
export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    store: 'pastelaria-do-japones',
    product: 'Pastel de carne',
    title: 'Pastel de carne relâmpago',
    description: 'Só até o fim da feira!',
    promotionalPrice: 7.5,
    startsInHours: -2,
    durationHours: 6,
  },
  {
    store: 'hortifruti-dona-cida',
    product: 'Tomate italiano (kg)',
    title: 'Tomate pela metade do preço',
    promotionalPrice: 4.49,
    startsInHours: -1,
    durationHours: 4,
  },
  {
    store: 'peixaria-mar-azul',
    product: 'Filé de tilápia (kg)',
    title: 'Tilápia fresquinha em oferta',
    description: 'Filé de tilápia com desconto nas próximas horas.',
    promotionalPrice: 39.9,
    startsInHours: -3,
    durationHours: 5,
  },
  {
    store: 'caldo-de-cana-do-ze',
    product: 'Caldo de cana (copo 500 ml)',
    title: 'Caldo de cana geladinho',
    promotionalPrice: 6,
    startsInHours: -0.5,
    durationHours: 6,
  },
  {
    store: 'eletronicos-do-paulao',
    product: 'Fone de ouvido bluetooth',
    title: 'Fone bluetooth com preço de feira',
    description: 'Oferta válida por 24 horas.',
    promotionalPrice: 59.9,
    startsInHours: -1,
    durationHours: 24,
  },
  {
    store: 'flores-da-vila',
    product: 'Arranjo de flores do campo',
    title: 'Arranjos para o fim de semana',
    description: 'Começa amanhã cedo.',
    promotionalPrice: 49.9,
    startsInHours: 24,
    durationHours: 8,
  },
  {
    store: 'roupas-da-feira',
    product: 'Camiseta básica de algodão',
    title: 'Camisetas em queima de estoque',
    promotionalPrice: 19.9,
    startsInHours: -54,
    durationHours: 6,
  },
];
