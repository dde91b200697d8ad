/**
 * Takes stock for new reservations. The holds of one product asked together (in the same turn of the event
 * loop, or while the product's previous statement runs: the crowd on a hot product) are taken by ONE
 * statement: it locks the product's row, walks the requests in the order they arrived, grants each one the
 * stock left after the ones before it (a request the rest of the stock cannot cover is refused, and the next
 * one still gets its turn: exactly what the same requests one after another would get), writes the product
 * once and inserts the granted holds. The row is locked only while that statement runs; each caller gets its
 * own reservation or its own refusal. Alone, a request waits only for the end of its turn.
 */
import { eq, sql } from 'drizzle-orm';
import { type ReservationWire, reservationRefusals } from '../../../src/domain/api/shopper';
import { isPublic } from '../../../src/domain/visibility';
import type { Db } from '../../db/client';
import { perHandle } from '../../db/per-tick';
import { products, stores } from '../../db/schema';
import { conflict, type HttpError, productNotFound } from '../../http/errors';

export interface HoldRequest {
  productId: number;
  userId: number;
  quantity: number;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface HeldProduct {
  id: number;
  storeId: number;
  stock: number | null;
  status: string;
  version: number;
  price: number;
  name: string;
  category: string;
  isHighlighted: boolean;
}

export interface CreatedReservation {
  /** The shopper's answer, whole: built from the statement that took the stock, not read again. */
  reservation: ReservationWire;
  /** The product as this hold left it: its stock event carries these facts, so no process reads them again. */
  product: HeldProduct;
  /** Who runs the stall, for the seller's notice. */
  store: { ownerId: number; name: string };
}

/** One row per request, in arrival order; the product's facts and the new ids repeat on every row. */
interface TurnRow {
  ord: number;
  granted: boolean;
  /** Stock left before this request's turn (null: unlimited, or the product is not for sale). */
  before: number | null;
  /** Stock left after it. */
  after: number | null;
  /** The product after the statement, when anything was held. */
  product: (Omit<HeldProduct, 'storeId' | 'isHighlighted'> & ProductExtras) | null;
  /** The product before: for sale, with its store. Null when it is not for sale (or does not exist). */
  locked: { storeId: number; storeName: string; ownerId: number; isHighlighted: boolean } | null;
  /** The ids of the holds inserted, ascending: the sequence gave them in arrival order. */
  ids: number[] | null;
}

interface ProductExtras {
  storeId: number;
  discountedPrice: number | null;
  images: string[];
}

/**
 * The statement for `requests`, all of product `productId`. `locked` waits for the row (FOR UPDATE returns its
 * latest version), `turns` walks the requests in order with the stock each one finds, `held` takes what was
 * granted in one update and `inserted` records the granted holds in arrival order.
 */
function holdStatement(productId: number, requests: readonly HoldRequest[]) {
  const column = <T>(pick: (r: HoldRequest) => T) => sql.param(requests.map(pick));
  return sql`with recursive
    requests as (
      select r.ord, r.user_id, r.quantity, r.note, r.created_at, r.expires_at
      from unnest(${column((r) => r.userId)}::int[], ${column((r) => r.quantity)}::int[],
                  ${column((r) => r.note)}::text[], ${column((r) => r.createdAt.toISOString())}::timestamptz[],
                  ${column((r) => r.expiresAt.toISOString())}::timestamptz[])
        with ordinality as r(user_id, quantity, note, created_at, expires_at, ord)
    ),
    locked as materialized (
      select p.id, p.stock, p.is_highlighted, s.id as store_id, s.name as store_name, s.owner_id
      from products p join stores s on s.id = p.store_id
      where p.id = ${productId} and s.is_active and p.status = 'ACTIVE'
      for update of p
    ),
    turns(ord, before, after, granted) as (
      select 0::bigint, stock, stock, false from locked
      union all
      select r.ord, t.after,
             case when t.after is null or r.quantity > t.after then t.after else t.after - r.quantity end,
             t.after is null or r.quantity <= t.after
      from turns t join requests r on r.ord = t.ord + 1
    ),
    granted as (
      select r.* from requests r join turns t on t.ord = r.ord where t.granted
    ),
    taken as (
      select coalesce(sum(quantity), 0)::int as units, count(*) as holds from granted
    ),
    held as (
      update products p set
        stock = case when p.stock is null then null else p.stock - taken.units end,
        status = case when p.stock is not null and p.stock - taken.units = 0 then 'OUT_OF_STOCK' else p.status end,
        is_highlighted = case when p.stock is not null and p.stock - taken.units = 0 then false
                         else p.is_highlighted end,
        version = case when p.stock is null then p.version else p.version + 1 end,
        updated_at = case when p.stock is null then p.updated_at else now() end
      from taken, locked
      where p.id = locked.id and taken.holds > 0
      returning p.id, p.store_id, p.stock, p.status, p.version, p.price, p.discounted_price, p.name, p.category,
                p.images
    ),
    inserted as (
      insert into reservations
        (user_id, product_id, store_id, quantity, unit_price, note, status, expires_at, held_quantity,
         created_at, updated_at)
      select g.user_id, held.id, held.store_id, g.quantity, held.price, g.note, 'pending', g.expires_at,
             case when held.stock is null then 0 else g.quantity end, g.created_at, g.created_at
      from granted g cross join held
      order by g.ord
      returning id
    )
    select r.ord::int as ord, coalesce(t.granted, false) as granted, t.before, t.after,
      (select json_build_object('id', h.id, 'storeId', h.store_id, 'stock', h.stock, 'status', h.status,
              'version', h.version, 'price', h.price::float8, 'discountedPrice', h.discounted_price::float8,
              'name', h.name, 'category', h.category, 'images', h.images) from held h) as product,
      (select json_build_object('storeId', l.store_id, 'storeName', l.store_name, 'ownerId', l.owner_id,
              'isHighlighted', l.is_highlighted) from locked l) as locked,
      (select array_agg(i.id order by i.id) from inserted i) as ids
    from requests r left join turns t on t.ord = r.ord
    order by r.ord`;
}

/** The product as a refused request finds it when the statement found it not for sale (read once a batch). */
type ProductState =
  | { status: string; stock: number | null; store: { isActive: boolean; suspendedAt: Date | null } }
  | undefined;

async function productState(db: Db, productId: number): Promise<ProductState> {
  const [product] = await db
    .select({
      status: products.status,
      stock: products.stock,
      store: { isActive: stores.isActive, suspendedAt: stores.suspendedAt },
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  return product;
}

/**
 * Why a request got nothing, as the same request alone would have been told: the product does not exist or
 * is not public (404), it is not for sale (409 'Produto indisponível para reserva'), or the stock it found is
 * short (409 'Estoque insuficiente…').
 */
function refusalOf(request: HoldRequest, turn: TurnRow, product: ProductState): HttpError {
  const stock = turn.locked ? turn.before : product?.status === 'ACTIVE' ? product.stock : 0;
  if (!turn.locked && (!product || !isPublic('product', { product, store: product.store })))
    return productNotFound();
  if (stock !== null && stock !== undefined && stock > 0 && stock < request.quantity)
    return insufficientStock();
  return conflict(reservationRefusals.unavailable, 'PRODUCT_UNAVAILABLE');
}

const insufficientStock = () =>
  conflict(reservationRefusals.insufficientStock, 'INSUFFICIENT_STOCK', [
    { field: 'quantity', message: reservationRefusals.insufficientStock, code: 'INSUFFICIENT_STOCK' },
  ]);

function createdOf(request: HoldRequest, turn: TurnRow, id: number): CreatedReservation {
  const product = turn.product as NonNullable<TurnRow['product']>;
  const locked = turn.locked as NonNullable<TurnRow['locked']>;
  // As this hold left the product: the stock after its turn, sold out by it or not.
  const soldOut = turn.after === 0;
  const status = soldOut ? 'OUT_OF_STOCK' : 'ACTIVE';
  const held: HeldProduct = {
    id: product.id,
    storeId: product.storeId,
    stock: turn.after,
    status,
    version: product.version,
    price: product.price,
    name: product.name,
    category: product.category,
    isHighlighted: soldOut ? false : locked.isHighlighted,
  };
  const created = request.createdAt.toISOString();
  const reservation: ReservationWire = {
    id,
    status: 'pending',
    productId: product.id,
    storeId: product.storeId,
    quantity: request.quantity,
    unitPrice: product.price,
    note: request.note,
    expiresAt: request.expiresAt.toISOString(),
    createdAt: created,
    updatedAt: created,
    product: {
      id: product.id,
      name: product.name,
      price: product.price,
      discountedPrice: product.discountedPrice,
      images: product.images,
      status,
      stock: turn.after,
      store: { id: product.storeId, name: locked.storeName },
    },
  };
  return { reservation, product: held, store: { ownerId: locked.ownerId, name: locked.storeName } };
}

async function holdBatch(
  db: Db,
  productId: number,
  requests: readonly HoldRequest[],
): Promise<Array<CreatedReservation | HttpError>> {
  const turns = ((await db.execute(holdStatement(productId, requests))) as unknown as { rows: TurnRow[] })
    .rows;
  const ids = [...(turns[0]?.ids ?? [])];
  const unavailable = turns[0]?.locked === null ? await productState(db, productId) : undefined;
  return requests.map((request, i) => {
    const turn = turns[i] as TurnRow;
    return turn.granted
      ? createdOf(request, turn, ids.shift() as number)
      : refusalOf(request, turn, unavailable);
  });
}

/** Holds waiting for their product's statement, and whether one is running. */
interface ProductLine {
  waiting: Array<{ request: HoldRequest; settle(answer: CreatedReservation | Error): void }>;
  running: boolean;
}

/** A bound on one statement's work; the rest waits for the next one, right after. */
const MAX_HOLDS_PER_STATEMENT = 500;

/** One line per product with holds waiting or being taken (per database handle: each app has its own). */
const lines = perHandle((_db: Db) => new Map<number, ProductLine>());

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Sends what waits for the product as one statement, then, when it has answered, whatever arrived meanwhile:
 * the holds that would have queued on the row lock wait here instead and share the next statement, so the
 * busier the product, the more holds each statement takes.
 */
function pump(db: Db, productId: number, line: ProductLine): void {
  if (line.running) return;
  if (line.waiting.length === 0) {
    lines(db).delete(productId);
    return;
  }
  line.running = true;
  const batch = line.waiting.splice(0, MAX_HOLDS_PER_STATEMENT);
  void holdBatch(
    db,
    productId,
    batch.map((w) => w.request),
  )
    // A failed statement fails exactly the requests it carried.
    .catch((error: unknown) => batch.map(() => asError(error)))
    .then((answers) => {
      for (const [i, w] of batch.entries()) w.settle(answers[i] as CreatedReservation | Error);
    })
    .finally(() => {
      line.running = false;
      pump(db, productId, line);
    });
}

/**
 * Takes the stock for one hold: with the other holds of its product asked in this turn, or, while the
 * product's previous statement runs, in the next one.
 */
export function takeHold(db: Db, request: HoldRequest): Promise<CreatedReservation> {
  return new Promise((resolve, reject) => {
    const all = lines(db);
    let line = all.get(request.productId);
    if (!line) {
      line = { waiting: [], running: false };
      all.set(request.productId, line);
    }
    const own = line;
    own.waiting.push({
      request,
      settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
    });
    // The first of a turn waits for the turn's end, so the others asked in it share its statement.
    if (!own.running && own.waiting.length === 1) setImmediate(() => pump(db, request.productId, own));
  });
}
