import type { Category } from '../categories';
import { businessRuleViolation } from '../errors';
import type { ProductEvent, ProductEventPayload } from './events';
import { assertInvariants } from './invariants';
import { productMessages as m } from './messages';
import { effectivePriceOf } from './pricing';
import { cloneSnapshot, type ProductSnapshot, productSnapshotSchema } from './snapshot';
import { isForSale, type ProductStatus, statusAfterStockChange } from './status';
import { createCategory } from './value-objects/category';
import { createDescription } from './value-objects/description';
import { discountPercentageOf } from './value-objects/discount-percentage';
import { createEntityId } from './value-objects/id';
import { createImageAlts, createImageUrls } from './value-objects/image';
import { type Money, moneyEquals } from './value-objects/money';
import { parseValue } from './value-objects/parse';
import { createPrice } from './value-objects/price';
import { createProductName } from './value-objects/product-name';
import {
  createStock,
  increaseStock,
  isStockAvailable,
  reduceStock as reduceStockValue,
  type Stock,
} from './value-objects/stock';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

export type NewProductInput = {
  id: string | number;
  storeId: number;
  name: string;
  description?: string | null;
  category: string;
  price: number;
  discountedPrice?: number | null;
  stock?: number | null;
  images?: string[];
  /** Alt text by image URL (spec 001 §3's DTO images carry one each). */
  imageAlts?: Record<string, string>;
  /** DRAFT or ACTIVE; ACTIVE without stock starts as OUT_OF_STOCK. Default ACTIVE. */
  status?: ProductStatus;
};

/**
 * The product entity of spec 001 §4, immutable: every operation returns a new Product (or `this` for a no-op)
 * and a refused operation throws before anything is built, so the original can never be half-changed.
 * Accepted changes bump `version` by one and append exactly one event to `events`; the caller persists the
 * snapshot, publishes the events and continues with `product.withoutEvents()`.
 */
export class Product {
  private constructor(
    private readonly state: ProductSnapshot,
    readonly events: readonly ProductEvent[],
    private readonly clock: Clock,
  ) {}

  static create(input: NewProductInput, options: { clock?: Clock } = {}): Product {
    const clock = options.clock ?? systemClock;
    const now = clock().toISOString();
    const stock = createStock(input.stock ?? null);
    const requested = input.status ?? 'ACTIVE';
    const price = createPrice(input.price);
    const discountedPrice =
      input.discountedPrice === undefined || input.discountedPrice === null
        ? null
        : createPrice(input.discountedPrice);
    if (discountedPrice && discountedPrice.amount >= price.amount) {
      throw businessRuleViolation(m.discountNotBelowPrice, 'INVALID_DISCOUNT', 'discountedPrice');
    }
    const images = createImageUrls(input.images ?? []);
    return Product.fromSnapshot(
      {
        id: createEntityId(input.id),
        storeId: input.storeId,
        name: createProductName(input.name),
        description: createDescription(input.description ?? null),
        category: createCategory(input.category),
        price,
        discountedPrice,
        stock,
        images,
        imageAlts: createImageAlts(images, input.imageAlts ?? {}),
        status: statusAfterStockChange(requested, stock),
        isHighlighted: false,
        createdAt: now,
        updatedAt: now,
        version: 1,
      },
      { clock },
    );
  }

  /** Rebuilds from stored data: malformed values → BUSINESS_RULE_VIOLATION, broken invariants → INVARIANT_VIOLATION. */
  static fromSnapshot(snapshot: ProductSnapshot, options: { clock?: Clock } = {}): Product {
    const state = parseValue(productSnapshotSchema, snapshot, 'product') as ProductSnapshot;
    assertInvariants(state);
    return new Product(state, [], options.clock ?? systemClock);
  }

  toSnapshot(): ProductSnapshot {
    return cloneSnapshot(this.state);
  }

  withoutEvents(): Product {
    return this.events.length === 0 ? this : new Product(this.state, [], this.clock);
  }

  get id(): string {
    return this.state.id;
  }
  get storeId(): number {
    return this.state.storeId;
  }
  get name(): string {
    return this.state.name;
  }
  get description(): string | null {
    return this.state.description;
  }
  get category(): Category {
    return this.state.category;
  }
  get price(): Money {
    return this.state.price;
  }
  get discountedPrice(): Money | null {
    return this.state.discountedPrice;
  }
  get stock(): Stock {
    return this.state.stock;
  }
  get images(): readonly string[] {
    return this.state.images;
  }
  get imageAlts(): Readonly<Record<string, string>> {
    return this.state.imageAlts;
  }
  get status(): ProductStatus {
    return this.state.status;
  }
  get isHighlighted(): boolean {
    return this.state.isHighlighted;
  }
  get version(): number {
    return this.state.version;
  }
  get createdAt(): string {
    return this.state.createdAt;
  }
  get updatedAt(): string {
    return this.state.updatedAt;
  }
  get isAvailableForSale(): boolean {
    return isForSale(this.state.status, this.state.stock);
  }
  get hasDiscount(): boolean {
    return this.state.discountedPrice !== null;
  }
  get effectivePrice(): Money {
    return effectivePriceOf(this.state);
  }
  get discountPercentage(): number {
    return discountPercentageOf(this.state.price.amount, this.state.discountedPrice?.amount ?? null);
  }

  updateBasicInfo(changes: { name?: string; description?: string | null; category?: string }): Product {
    const next: Partial<Pick<ProductSnapshot, 'name' | 'description' | 'category'>> = {};
    const previous: typeof next = {};
    if (changes.name !== undefined) {
      const name = createProductName(changes.name);
      if (name !== this.state.name) [next.name, previous.name] = [name, this.state.name];
    }
    if (changes.description !== undefined) {
      const description = createDescription(changes.description);
      if (description !== this.state.description) {
        [next.description, previous.description] = [description, this.state.description];
      }
    }
    if (changes.category !== undefined) {
      const category = createCategory(changes.category);
      if (category !== this.state.category)
        [next.category, previous.category] = [category, this.state.category];
    }
    if (Object.keys(next).length === 0) return this;
    return this.apply(
      { ...this.state, ...next },
      { type: 'ProductBasicInfoChanged', changes: next, previous },
    );
  }

  changePrice(amount: number): Product {
    const price = createPrice(amount);
    if (moneyEquals(price, this.state.price)) return this;
    // Refused rather than silently dropping the discount: the seller decides what the promotion becomes.
    if (this.state.discountedPrice && this.state.discountedPrice.amount >= price.amount) {
      throw businessRuleViolation(m.discountNotBelowPrice, 'INVALID_DISCOUNT', 'price');
    }
    return this.apply(
      { ...this.state, price },
      { type: 'ProductPriceChanged', previousPrice: this.state.price, price },
    );
  }

  applyDiscount(amount: number): Product {
    const discountedPrice = createPrice(amount);
    if (discountedPrice.amount >= this.state.price.amount) {
      throw businessRuleViolation(m.discountNotBelowPrice, 'INVALID_DISCOUNT', 'discountedPrice');
    }
    if (moneyEquals(discountedPrice, this.state.discountedPrice)) return this;
    return this.apply(
      { ...this.state, discountedPrice },
      {
        type: 'ProductDiscountApplied',
        previousDiscountedPrice: this.state.discountedPrice,
        discountedPrice,
        discountPercentage: discountPercentageOf(this.state.price.amount, discountedPrice.amount),
      },
    );
  }

  removeDiscount(): Product {
    const previous = this.state.discountedPrice;
    if (previous === null) return this;
    return this.apply(
      { ...this.state, discountedPrice: null },
      { type: 'ProductDiscountRemoved', previousDiscountedPrice: previous },
    );
  }

  /** Sets the stock to a quantity, or null for unlimited. */
  updateStock(quantity: Stock): Product {
    return this.stockChange(createStock(quantity), 'ProductStockUpdated');
  }

  /** Adds units (must be positive); recorded as ProductStockUpdated. */
  restock(amount: number): Product {
    return this.stockChange(increaseStock(this.state.stock, amount), 'ProductStockUpdated');
  }

  /** Removes units (a sale, a reservation picked up). */
  reduceStock(amount: number): Product {
    return this.stockChange(reduceStockValue(this.state.stock, amount), 'ProductStockReduced', amount);
  }

  /**
   * Sets the images (URLs, the primary one first) and their alt texts. Without `alts`, an image that stays
   * keeps the alt text it had; with them, they are the whole set (an image left out has none).
   */
  updateImages(urls: string[], alts?: Readonly<Record<string, string>>): Product {
    const images = createImageUrls(urls);
    const imageAlts = createImageAlts(images, alts ?? this.state.imageAlts);
    const sameImages =
      images.length === this.state.images.length && images.every((u, i) => u === this.state.images[i]);
    const previousAlts = this.state.imageAlts;
    const sameAlts =
      Object.keys(imageAlts).length === Object.keys(previousAlts).length &&
      Object.entries(imageAlts).every(([url, alt]) => previousAlts[url] === alt);
    if (sameImages && sameAlts) return this;
    return this.apply(
      { ...this.state, images, imageAlts },
      {
        type: 'ProductImagesUpdated',
        previousImages: [...this.state.images],
        images,
        previousImageAlts: { ...previousAlts },
        imageAlts,
      },
    );
  }

  highlight(): Product {
    if (this.state.isHighlighted) return this;
    if (!this.isAvailableForSale) {
      const code = this.state.status !== 'ACTIVE' ? 'MUST_BE_ACTIVE' : 'MUST_HAVE_STOCK';
      throw businessRuleViolation(m.highlightRequiresForSale, code, 'isHighlighted');
    }
    return this.apply({ ...this.state, isHighlighted: true }, { type: 'ProductHighlighted' });
  }

  removeHighlight(): Product {
    if (!this.state.isHighlighted) return this;
    return this.apply({ ...this.state, isHighlighted: false }, { type: 'ProductHighlightRemoved' });
  }

  activate(): Product {
    if (this.state.status === 'ACTIVE') return this;
    if (this.state.status === 'DISCONTINUED') {
      throw businessRuleViolation(m.discontinuedCannotReactivate, 'DISCONTINUED', 'status');
    }
    const status: ProductStatus = isStockAvailable(this.state.stock) ? 'ACTIVE' : 'OUT_OF_STOCK';
    if (status === this.state.status) return this;
    return this.apply(
      { ...this.state, status },
      { type: 'ProductActivated', previousStatus: this.state.status, status },
    );
  }

  deactivate(): Product {
    if (this.state.status === 'INACTIVE') return this;
    // Otherwise INACTIVE → activate() would be a back door out of DISCONTINUED.
    if (this.state.status === 'DISCONTINUED') {
      throw businessRuleViolation(m.discontinuedCannotDeactivate, 'DISCONTINUED', 'status');
    }
    return this.apply(
      { ...this.state, status: 'INACTIVE', isHighlighted: false },
      {
        type: 'ProductDeactivated',
        previousStatus: this.state.status,
        highlightRemoved: this.state.isHighlighted,
      },
    );
  }

  discontinue(): Product {
    if (this.state.status === 'DISCONTINUED') return this;
    return this.apply(
      { ...this.state, status: 'DISCONTINUED', isHighlighted: false },
      {
        type: 'ProductDiscontinued',
        previousStatus: this.state.status,
        highlightRemoved: this.state.isHighlighted,
      },
    );
  }

  private stockChange(
    stock: Stock,
    type: 'ProductStockUpdated' | 'ProductStockReduced',
    quantity?: number,
  ): Product {
    if (stock === this.state.stock) return this;
    const status = statusAfterStockChange(this.state.status, stock);
    // Running out ends the highlight in the same change, so "highlighted ⇒ for sale" holds with one event.
    const isHighlighted = this.state.isHighlighted && isForSale(status, stock);
    const outcome = {
      previousStock: this.state.stock,
      stock,
      previousStatus: this.state.status,
      status,
      highlightRemoved: this.state.isHighlighted && !isHighlighted,
    };
    const next = { ...this.state, stock, status, isHighlighted };
    return type === 'ProductStockReduced'
      ? this.apply(next, { type, quantity: quantity ?? 0, ...outcome })
      : this.apply(next, { type, ...outcome });
  }

  /** The single place where a change is committed: invariants, version, timestamp, event. */
  private apply(next: ProductSnapshot, payload: ProductEventPayload): Product {
    const occurredAt = this.clock().toISOString();
    const state: ProductSnapshot = { ...next, version: this.state.version + 1, updatedAt: occurredAt };
    assertInvariants(state);
    const event = {
      ...payload,
      productId: state.id,
      storeId: state.storeId,
      version: state.version,
      occurredAt,
    } as ProductEvent;
    return new Product(state, [...this.events, event], this.clock);
  }
}
