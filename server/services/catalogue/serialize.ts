import type { BannerWire, ProductWire, StoreWire } from '../../../src/domain/api/catalogue';
import { productDerivedFields } from '../../../src/domain/product/derived';
import { isPubliclyVisible } from '../../../src/domain/product/status';
import type { banners, products, stores } from '../../db/schema';

/** The generated columns only search reads. */
export type SearchColumn = 'searchVector' | 'searchName';
type ProductRow = typeof products.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

/**
 * Rows → wire shapes. The only place that knows both; routes and services send these. A product carries
 * spec 001 §3's derived fields (effective price, discount, availability, images with alt and primary), from
 * the domain's functions, so no client works them out again.
 */
export function toProductWire(row: Omit<ProductRow, SearchColumn>, storeName: string): ProductWire {
  return {
    ...productDerivedFields(row),
    id: row.id,
    storeId: row.storeId,
    storeName,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price,
    currency: row.currency,
    discountedPrice: row.discountedPrice,
    stock: row.stock,
    images: row.images,
    status: row.status,
    isActive: isPubliclyVisible(row.status),
    isHighlighted: row.isHighlighted,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStoreWire(
  row: Omit<StoreRow, SearchColumn>,
  extra: Pick<StoreWire, 'productCount' | 'distanceMeters' | 'isOpenToday'> = {},
): StoreWire {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    category: row.category,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    openingDays: row.openingDays,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    imageUrl: row.imageUrl,
    coverUrl: row.coverUrl,
    isActive: row.isActive,
    version: row.version,
    ...extra,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBannerWire(row: BannerRow): BannerWire {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
  };
}
