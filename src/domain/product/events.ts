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

export const PRODUCT_EVENT_TYPES = [
  'ProductBasicInfoChanged',
  'ProductPriceChanged',
  'ProductDiscountApplied',
  'ProductDiscountRemoved',
  'ProductStockUpdated',
  'ProductStockReduced',
  'ProductImagesUpdated',
  'ProductHighlighted',
  'ProductHighlightRemoved',
  'ProductActivated',
  'ProductDeactivated',
  'ProductDiscontinued',
] as const satisfies readonly ProductEventType[];

/** The event minus what the entity fills in. */
export type ProductEventPayload = ProductEvent extends infer E
  ? E extends ProductEvent
    ? Omit<E, keyof EventBase>
    : never
  : never;
