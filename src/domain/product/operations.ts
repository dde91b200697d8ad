import type { ProductAction } from '../api/seller';
import type { Product } from './product';
import type { UpdateProductRequest } from './requests';

/**
 * How a save (PUT) and each status action of spec 001 §4 run on the entity: the server applies them to the
 * stored row, the seller app to its offline copy, so a change queued offline is judged the same way twice.
 */
export type ProductChanges = Partial<Omit<UpdateProductRequest, 'productId' | 'storeId'>>;

export function applyProductUpdate(product: Product, input: ProductChanges): Product {
  let p = product.updateBasicInfo({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
  });
  if (input.price !== undefined || input.discountedPrice !== undefined) {
    const price = input.price ?? p.price.amount;
    const discount =
      input.discountedPrice === undefined ? (p.discountedPrice?.amount ?? null) : input.discountedPrice;
    // Order matters: the entity checks "discount < price" after every step.
    if (discount === null) p = p.removeDiscount().changePrice(price);
    else if (discount < p.price.amount) p = p.applyDiscount(discount).changePrice(price);
    else p = p.changePrice(price).applyDiscount(discount);
  }
  if (input.isActive === true) p = p.activate();
  if (input.isActive === false) p = p.deactivate();
  if (input.stock !== undefined) p = p.updateStock(input.stock);
  if (input.images !== undefined) {
    const { urls, alts } = orderedImages(input.images, p.imageAlts);
    p = p.updateImages(urls, alts);
  }
  if (input.isHighlighted === true) p = p.highlight();
  if (input.isHighlighted === false) p = p.removeHighlight();
  return p;
}

/**
 * Images arrive as URLs or {url, alt?, isPrimary?}; the entity keeps URLs with the primary one first and the
 * alt texts by URL. An image sent without `alt` keeps the one it has (`current`); an empty `alt` removes it.
 */
export function orderedImages(
  images: readonly { url: string; alt?: string; isPrimary?: boolean }[],
  current: Readonly<Record<string, string>> = {},
): { urls: string[]; alts: Record<string, string> } {
  const ordered = [...images.filter((i) => i.isPrimary), ...images.filter((i) => !i.isPrimary)];
  const alts: Record<string, string> = {};
  for (const image of ordered) {
    const alt = image.alt ?? (Object.hasOwn(current, image.url) ? current[image.url] : undefined);
    if (alt) alts[image.url] = alt;
  }
  return { urls: ordered.map((i) => i.url), alts };
}

export const PRODUCT_ACTION_OPERATIONS: Record<
  ProductAction,
  (p: Product, body: Record<string, unknown>) => Product
> = {
  activate: (p) => p.activate(),
  deactivate: (p) => p.deactivate(),
  discontinue: (p) => p.discontinue(),
  highlight: (p) => p.highlight(),
  'remove-highlight': (p) => p.removeHighlight(),
  'apply-discount': (p, body) => p.applyDiscount(body.discountedPrice as number),
  'remove-discount': (p) => p.removeDiscount(),
  restock: (p, body) => p.restock(body.quantity as number),
  'reduce-stock': (p, body) => p.reduceStock(body.quantity as number),
};
