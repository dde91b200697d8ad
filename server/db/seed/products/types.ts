import type { StoreSlug } from '../stores';

export type SeedStatus = 'ACTIVE' | 'INACTIVE' | 'DRAFT' | 'DISCONTINUED';

/**
 * One demo product. `images` are variant numbers of the product's category (see ../images.ts). `stock` left out
 * means unlimited (null); stock 0 on an ACTIVE product is stored as OUT_OF_STOCK (spec 001 §4).
 */
export interface ProductSeed {
  store: StoreSlug;
  name: string;
  price: number;
  description?: string;
  discountedPrice?: number;
  stock?: number;
  status?: SeedStatus;
  highlighted?: boolean;
  images: number[];
}
