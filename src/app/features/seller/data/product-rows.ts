/**
 * The seller's offline product rows and the domain entity, both ways: a change made at the stall runs through
 * the same entity (and the same operations) as on the server, so a refusal is known before anything is queued
 * and the optimistic row is what the server will answer.
 */
import type { ProductWire } from '../../../../domain/api/catalogue';
import { Product } from '../../../../domain/product/product';
import { type ProductSnapshot, snapshotFromFlat } from '../../../../domain/product/snapshot';
import { isPubliclyVisible } from '../../../../domain/product/status';

export const wireToSnapshot = (row: ProductWire): ProductSnapshot => snapshotFromFlat(row);

/** The entity's state on a row of this device; identity, store name and version stay the row's. */
export function snapshotOnto<R extends ProductWire>(row: R, s: ProductSnapshot): R {
  return {
    ...row,
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
}

export function entityOf(row: ProductWire): Product {
  return Product.fromSnapshot(wireToSnapshot(row));
}
