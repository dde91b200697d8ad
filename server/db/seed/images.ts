import { CATEGORIES, type CategorySlug } from './categories';
import { STORES } from './stores';

/**
 * The demo images under public/demo: committed PNG originals (see docs/server.md, "Demo images") with the
 * WebP copies scripts/demo-image-copies.ts derives from them. The data files refer to product images by
 * category and variant number; these helpers turn that into the public URL.
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

/** Every image the seed refers to: products of each category, one per store, the banners. */
export const demoImageUrls = (): string[] => [
  ...CATEGORIES.flatMap(({ slug }) =>
    Array.from({ length: PRODUCT_IMAGE_VARIANTS[slug] }, (_, i) => productImageUrl(slug, i + 1)),
  ),
  ...STORES.map((store) => storeImageUrl(store.slug)),
  ...Array.from({ length: BANNER_COUNT }, (_, i) => bannerImageUrl(i + 1)),
];
