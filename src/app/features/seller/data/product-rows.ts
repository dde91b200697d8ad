/**
 * The seller's offline product rows and the domain entity, both ways: a change made at the stall runs through
 * the same entity (and the same operations) as on the server, so a refusal is known before anything is queued
 * and the optimistic row is what the server will answer, its derived fields (spec 001 §3) included.
 */
import type { ProductWire } from '../../../../domain/api/catalogue';
import { imageAltsOf, productDerivedFields } from '../../../../domain/product/derived';
import { Product } from '../../../../domain/product/product';
import { type ProductSnapshot, snapshotFromFlat } from '../../../../domain/product/snapshot';
import { isPubliclyVisible } from '../../../../domain/product/status';

export const wireToSnapshot = (row: ProductWire): ProductSnapshot =>
  snapshotFromFlat({ ...row, imageAlts: imageAltsOf(row.imageDetails) });

/** The row fields the entity decides, with the ones the domain derives from them. */
export function rowFieldsOf(s: ProductSnapshot) {
  const fields = {
    name: s.name,
    description: s.description,
    category: s.category,
    price: s.price.amount,
    discountedPrice: s.discountedPrice?.amount ?? null,
    stock: s.stock,
    images: [...s.images],
    status: s.status,
    isActive: isPubliclyVisible(s.status),
    isHighlighted: s.isHighlighted,
    updatedAt: s.updatedAt,
  };
  return { ...fields, ...productDerivedFields({ ...fields, imageAlts: s.imageAlts }) };
}

/** The entity's state on a row of this device; identity, store name and version stay the row's. */
export function snapshotOnto<R extends ProductWire>(row: R, s: ProductSnapshot): R {
  return { ...row, ...rowFieldsOf(s) };
}

export function entityOf(row: ProductWire): Product {
  return Product.fromSnapshot(wireToSnapshot(row));
}
