/**
 * The seller's offline product rows and the domain entity, both ways: a change made at the stall runs through
 * the same entity (and the same operations) as on the server, so a refusal is known before anything is queued
 * and the optimistic row is what the server will answer.
 */
import type { ProductWire } from '../../../../domain/api/catalogue';
import type { Category } from '../../../../domain/categories';
import { Product } from '../../../../domain/product/product';
import type { ProductSnapshot } from '../../../../domain/product/snapshot';
import { isPubliclyVisible } from '../../../../domain/product/status';

export function wireToSnapshot(row: ProductWire): ProductSnapshot {
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
    status: row.status,
    isHighlighted: row.isHighlighted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

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
