import type { Category } from '../categories';
import type { ProductStatus } from './status';
import type { Money } from './value-objects/money';
import type { Stock } from './value-objects/stock';

/** Fields every event carries; `version` is the product version the event produced. */
type EventBase = { productId: string; storeId: number; version: number; occurredAt: string };

type BasicInfo = { name: string; description: string | null; category: Category };

/** Stock events say what the stock did to status and highlight, since that is part of the same change. */
type StockOutcome = {
  previousStock: Stock;
  stock: Stock;
  previousStatus: ProductStatus;
  status: ProductStatus;
  highlightRemoved: boolean;
};

export type ProductEvent =
  | (EventBase & {
      type: 'ProductBasicInfoChanged';
      changes: Partial<BasicInfo>;
      previous: Partial<BasicInfo>;
    })
  | (EventBase & { type: 'ProductPriceChanged'; previousPrice: Money; price: Money })
  | (EventBase & {
      type: 'ProductDiscountApplied';
      previousDiscountedPrice: Money | null;
      discountedPrice: Money;
      discountPercentage: number;
    })
  | (EventBase & { type: 'ProductDiscountRemoved'; previousDiscountedPrice: Money })
  | (EventBase & { type: 'ProductStockUpdated' } & StockOutcome)
  | (EventBase & { type: 'ProductStockReduced'; quantity: number } & StockOutcome)
  | (EventBase & {
      type: 'ProductImagesUpdated';
      previousImages: string[];
      images: string[];
      previousImageAlts: Record<string, string>;
      imageAlts: Record<string, string>;
    })
  | (EventBase & { type: 'ProductHighlighted' })
  | (EventBase & { type: 'ProductHighlightRemoved' })
  | (EventBase & { type: 'ProductActivated'; previousStatus: ProductStatus; status: ProductStatus })
  | (EventBase & { type: 'ProductDeactivated'; previousStatus: ProductStatus; highlightRemoved: boolean })
  | (EventBase & { type: 'ProductDiscontinued'; previousStatus: ProductStatus; highlightRemoved: boolean });

export type ProductEventType = ProductEvent['type'];

/** The event minus what the entity fills in. */
export type ProductEventPayload = ProductEvent extends infer E
  ? E extends ProductEvent
    ? Omit<E, keyof EventBase>
    : never
  : never;

/** The named events of a change, in order, as the realtime messages carry them (`product-updated`'s `events`). */
export function eventNames(events: readonly ProductEvent[]): ProductEventType[] {
  return events.map((event) => event.type);
}

/**
 * Events after which the stores' highlight shelves may have changed: a highlight given or taken, and the
 * changes that take it along (deactivating, discontinuing, running out of stock). An app re-reads the
 * highlights on these and not on a price or a name.
 */
const HIGHLIGHT_CHANGING: ReadonlySet<string> = new Set<ProductEventType>([
  'ProductHighlighted',
  'ProductHighlightRemoved',
  'ProductDeactivated',
  'ProductDiscontinued',
  'ProductStockUpdated',
  'ProductStockReduced',
]);

export function mayChangeHighlights(names: readonly string[]): boolean {
  return names.some((name) => HIGHLIGHT_CHANGING.has(name));
}

/** What the seller's analytics count of a product's history, per São Paulo day. */
export const CATALOGUE_ACTIVITIES = ['price_change', 'discount_applied', 'restock'] as const;
export type CatalogueActivity = (typeof CATALOGUE_ACTIVITIES)[number];

/**
 * The activity an event is, if any: a price change, a discount applied, or a restock (stock raised, or made
 * unlimited, from a counted level). A sale lowering the stock or an edit of the name is not counted.
 */
export function activityOf(event: ProductEvent): CatalogueActivity | null {
  switch (event.type) {
    case 'ProductPriceChanged':
      return 'price_change';
    case 'ProductDiscountApplied':
      return 'discount_applied';
    case 'ProductStockUpdated':
      return event.previousStock !== null && (event.stock === null || event.stock > event.previousStock)
        ? 'restock'
        : null;
    default:
      return null;
  }
}
