import type { CategorySlug } from './categories';

/**
 * The demo images under public/demo, written by scripts/generate-demo-images.ts. The data files refer to
 * product images by category and variant number; these helpers turn that into the public URL.
 */
export const PRODUCT_IMAGE_VARIANTS: Record<CategorySlug, number> = {
  comida: 8,
  bebida: 4,
  roupa: 4,
  acessorio: 4,
  decoracao: 4,
  eletronico: 4,
  livro: 4,
  jogo: 4,
  esporte: 4,
  beleza: 4,
  casa: 4,
  jardim: 4,
  outros: 4,
};

/** What each "comida" variant shows (the other categories use one motif in four layouts). */
export const FOOD_IMAGE = {
  laranja: 1,
  tomate: 2,
  cenoura: 3,
  queijo: 4,
  peixe: 5,
  pastel: 6,
  paoDeQueijo: 7,
  doce: 8,
} as const;

export const BANNER_COUNT = 4;

export const productImageUrl = (category: CategorySlug, variant: number): string =>
  `/demo/products/${category}-${variant}.png`;

export const storeImageUrl = (slug: string): string => `/demo/stores/${slug}.png`;

export const bannerImageUrl = (n: number): string => `/demo/banners/${n}.png`;
