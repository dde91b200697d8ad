/** Bulk actions of the seller list: each product goes through its own queued action (and its own refusal). */
import type { ProductAction } from '../../../../domain/api/seller';
import type { SellerProductRow } from './catalogue';
import { runProductAction } from './product-commands';

export type BulkAction = Extract<ProductAction, 'activate' | 'deactivate' | 'remove-highlight'>;

/** Runs the action on every product; throws the first product's refusal (named) once all were tried. */
export async function runBulkAction(
  products: readonly SellerProductRow[],
  action: BulkAction,
): Promise<void> {
  const refused: string[] = [];
  for (const product of products) {
    try {
      await runProductAction(product, action);
    } catch (error) {
      refused.push(`${product.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (refused.length > 0) throw new Error(refused.join('; '));
}
