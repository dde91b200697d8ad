import { PRODUCT_LIMITS } from './limits';
import { isDiscounted } from './pricing';
import { discountPercentageOf } from './value-objects/discount-percentage';

export const PRODUCT_WARNING_CODES = [
  'HIGH_DISCOUNT_WARNING',
  'LOW_DISCOUNT_WARNING',
  'LOW_STOCK_WARNING',
  'NO_IMAGES_WARNING',
  'NO_DESCRIPTION_WARNING',
  'HIGHLIGHT_INCOMPLETE_WARNING',
] as const;
export type ProductWarningCode = (typeof PRODUCT_WARNING_CODES)[number];

export const PRODUCT_WARNING_MESSAGES: Record<ProductWarningCode, string> = {
  HIGH_DISCOUNT_WARNING: 'Desconto acima de 90%: confira se o preço promocional está correto',
  LOW_DISCOUNT_WARNING: 'Desconto abaixo de 5% costuma passar despercebido pelos clientes',
  LOW_STOCK_WARNING: 'Estoque baixo: restam menos de 5 unidades',
  NO_IMAGES_WARNING: 'Produto sem imagens: produtos com fotos vendem mais',
  NO_DESCRIPTION_WARNING: 'Produto sem descrição',
  HIGHLIGHT_INCOMPLETE_WARNING: 'Produto em destaque sem imagens ou sem descrição',
};

export type ProductWarning = { code: ProductWarningCode; field: string; message: string };

export type WarningInput = {
  price: number;
  discountedPrice: number | null;
  stock: number | null;
  images: readonly unknown[];
  description: string | null;
  isHighlighted: boolean;
};

/** Non-blocking advice shown next to a saved form; never stops a save. */
export function productWarnings(input: WarningInput): ProductWarning[] {
  const warnings: ProductWarning[] = [];
  const add = (code: ProductWarningCode, field: string) =>
    warnings.push({ code, field, message: PRODUCT_WARNING_MESSAGES[code] });
  if (isDiscounted(input)) {
    const percent = discountPercentageOf(input.price, input.discountedPrice);
    if (percent > PRODUCT_LIMITS.highDiscountWarningPercent) add('HIGH_DISCOUNT_WARNING', 'discountedPrice');
    if (percent < PRODUCT_LIMITS.lowDiscountWarningPercent) add('LOW_DISCOUNT_WARNING', 'discountedPrice');
  }
  if (input.stock !== null && input.stock < PRODUCT_LIMITS.lowStockWarning) add('LOW_STOCK_WARNING', 'stock');
  const noImages = input.images.length === 0;
  const noDescription = input.description === null || input.description.trim() === '';
  if (noImages) add('NO_IMAGES_WARNING', 'images');
  if (noDescription) add('NO_DESCRIPTION_WARNING', 'description');
  if (input.isHighlighted && (noImages || noDescription))
    add('HIGHLIGHT_INCOMPLETE_WARNING', 'isHighlighted');
  return warnings;
}
