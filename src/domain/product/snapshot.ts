import { z } from 'zod';
import type { Category } from '../categories';
import { PRODUCT_STATUSES, type ProductStatus } from './status';
import { categorySchema } from './value-objects/category';
import { descriptionSchema } from './value-objects/description';
import { entityIdSchema, storeIdSchema } from './value-objects/id';
import { imageAltSchema, imageUrlListSchema } from './value-objects/image';
import { type Money, moneySchema } from './value-objects/money';
import { priceAmountSchema } from './value-objects/price';
import { productNameSchema } from './value-objects/product-name';
import { stockSchema } from './value-objects/stock';

/** Plain JSON form of the entity: what Dexie, the server row mapper and tests exchange. */
export type ProductSnapshot = {
  id: string;
  storeId: number;
  name: string;
  description: string | null;
  category: Category;
  price: Money;
  discountedPrice: Money | null;
  stock: number | null;
  images: string[];
  /** Alt text by image URL (only images that have one). */
  imageAlts: Record<string, string>;
  status: ProductStatus;
  isHighlighted: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
};

const priceMoneySchema = moneySchema.extend({ amount: priceAmountSchema });
const isoDateSchema = z.iso.datetime({ offset: true });

export const productSnapshotSchema = z.object({
  id: entityIdSchema,
  storeId: storeIdSchema,
  name: productNameSchema,
  description: descriptionSchema,
  category: categorySchema,
  price: priceMoneySchema,
  discountedPrice: priceMoneySchema.nullable(),
  stock: stockSchema,
  images: imageUrlListSchema,
  imageAlts: z.record(z.string(), imageAltSchema),
  status: z.enum(PRODUCT_STATUSES),
  isHighlighted: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  version: z.number().int().positive(),
});

/** A product's flat columns, as a database row or the wire carry them (dates as ISO text). */
export interface FlatProductFields {
  id: number;
  storeId: number;
  name: string;
  description: string | null;
  category: string;
  price: number;
  discountedPrice: number | null;
  stock: number | null;
  images: readonly string[];
  /** The database's column; a wire row carries `imageDetails` instead (see `imageAltsOf`). */
  imageAlts?: Readonly<Record<string, string>>;
  status: ProductStatus;
  isHighlighted: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The entity's snapshot of flat columns: one mapping for the server's rows and the app's offline rows. */
export function snapshotFromFlat(row: FlatProductFields): ProductSnapshot {
  return {
    id: String(row.id),
    storeId: row.storeId,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    price: { amount: row.price, currency: 'BRL' },
    discountedPrice: row.discountedPrice === null ? null : { amount: row.discountedPrice, currency: 'BRL' },
    stock: row.stock,
    images: [...row.images],
    imageAlts: { ...(row.imageAlts ?? {}) },
    status: row.status,
    isHighlighted: row.isHighlighted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export function cloneSnapshot(s: ProductSnapshot): ProductSnapshot {
  return {
    ...s,
    price: { ...s.price },
    discountedPrice: s.discountedPrice ? { ...s.discountedPrice } : null,
    images: [...s.images],
    imageAlts: { ...s.imageAlts },
  };
}
