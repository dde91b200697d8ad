/**
 * A city's catalogue for `npm run bench -- catalogue`: stalls, products, promotions and coupons added to a
 * seeded database, spread as the demo seed spreads them (about 30 % unlimited stock, 8 % sold out, 9 % on
 * discount, 9 % not public, a tenth highlighted; prices from a few reais to a few hundred), with names from a
 * vocabulary of market goods (bench/catalogue-vocabulary.ts). Rows are made here with a seeded generator (the
 * same catalogue every run) and sent in a few multi-row inserts (`unnest` of one array per column), so 100k
 * products load in seconds.
 */
import type pg from 'pg';
import { PRODUCT_IMAGE_VARIANTS, productImageUrl } from '../server/db/seed/images';
import { CATEGORIES, type Category } from '../src/domain/categories';
import { DESCRIPTIONS, GOODS, NEIGHBOURHOODS, STALL_WORDS } from './catalogue-vocabulary';

const DAY = 86_400_000;
const CHUNK = 5000;

/** mulberry32: a small seeded generator, so every run loads the same catalogue. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
type Random = ReturnType<typeof generator>;

const money = (value: number) => Math.round(value * 100) / 100;
/** Feira prices end in ,00 ,50 or ,90. */
function feiraPrice(random: Random, [lo, hi]: readonly [number, number]): number {
  const raw = Math.exp(Math.log(lo) + random.next() * (Math.log(hi) - Math.log(lo)));
  const whole = Math.floor(raw);
  return money(whole + random.pick([0, 0.5, 0.9]));
}

/** Stores' main category: food stalls are the most common, as in the demo feira. */
function storeCategory(random: Random): Category {
  return random.chance(0.3) ? 'comida' : random.pick(CATEGORIES);
}

function productName(random: Random, goods: (typeof GOODS)[Category]): string {
  const parts = [random.pick(goods.items)];
  if (random.chance(0.4)) parts.push(random.pick(goods.kinds));
  if (random.chance(0.7)) parts.push(random.pick(goods.brands));
  if (random.chance(0.85)) parts.push(random.pick(goods.sizes));
  return parts.join(' ');
}

/**
 * One multi-row insert per chunk: one array parameter per column, `unnest` turns them into rows. `columns`
 * gives each column's array type and, where the array cannot carry the column's type (text[] in a row of a
 * text[] column), the expression that makes it.
 */
async function insertColumns(
  client: pg.Client,
  table: string,
  columns: Record<string, string | [type: string, expression: string]>,
  rows: unknown[][],
) {
  const names = Object.keys(columns);
  const specs = Object.values(columns).map((c) => (typeof c === 'string' ? [c, ''] : c));
  const arrays = specs.map(([type], i) => `$${i + 1}::${type}[]`).join(', ');
  const selected = specs.map(([, expression], i) => expression || names[i]).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await client.query(
      `insert into ${table} (${names.join(', ')})
       select ${selected} from unnest(${arrays}) as row(${names.join(', ')})`,
      names.map((_, column) => chunk.map((row) => row[column])),
    );
  }
}

export interface CityCatalogue {
  stores: number;
  products: number;
  promotions: number;
  coupons: number;
}

/**
 * Adds `storeCount` stalls with `productCount` products between them (and their owners, promotions and
 * coupons) to a database that already holds the demo seed, then vacuums them.
 */
export async function loadCityCatalogue(
  client: pg.Client,
  options: { storeCount: number; productCount: number; now: Date },
): Promise<CityCatalogue> {
  const { storeCount, productCount, now } = options;
  const random = generator(20_260_517);
  const ownerCount = Math.max(1, Math.round(storeCount / 10));
  const owners = await client.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role)
     select 'feirante' || n || '@bench.feira.dev', 'not-used', 'Feirante', n::text, 'seller'
     from generate_series(1, $1::int) n returning id`,
    [ownerCount],
  );
  const storeRows: unknown[][] = [];
  const storeCategories: Category[] = [];
  for (let i = 0; i < storeCount; i++) {
    const [neighbourhood, latitude, longitude] = random.pick(NEIGHBOURHOODS);
    const category = storeCategory(random);
    storeCategories.push(category);
    const active = !random.chance(0.015);
    const days = [random.int(0, 6), random.int(0, 6)].filter((d, k, all) => all.indexOf(d) === k).sort();
    storeRows.push([
      owners.rows[i % ownerCount]?.id,
      `${random.pick(STALL_WORDS.kinds)} ${random.pick(STALL_WORDS.people)} (${neighbourhood} ${i + 1})`,
      random.chance(0.6) ? random.pick(DESCRIPTIONS) : null,
      category,
      `Rua da Feira, ${random.int(1, 2000)}`,
      neighbourhood,
      money((latitude + (random.next() - 0.5) * 0.02) * 1e4) / 1e4,
      money((longitude + (random.next() - 0.5) * 0.02) * 1e4) / 1e4,
      `{${days.join(',')}}`,
      active,
      active ? null : new Date(now.getTime() - random.int(1, 30) * DAY),
      new Date(now.getTime() - random.int(30, 700) * DAY),
    ]);
  }
  const firstStore = await client.query<{ next: number }>(
    `select coalesce(max(id), 0) + 1 as next from stores`,
  );
  await insertColumns(
    client,
    'stores',
    {
      owner_id: 'int',
      name: 'text',
      description: 'text',
      category: 'text',
      address: 'text',
      neighborhood: 'text',
      latitude: 'float8',
      longitude: 'float8',
      opening_days: ['text', 'opening_days::smallint[]'],
      is_active: 'bool',
      suspended_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    storeRows,
  );
  const stores = await client.query<{ id: number }>(`select id from stores where id >= $1 order by id`, [
    firstStore.rows[0]?.next ?? 1,
  ]);

  const productRows: unknown[][] = [];
  const perStore = Math.ceil(productCount / storeCount);
  for (const [index, { id: storeId }] of stores.rows.entries()) {
    const names = new Set<string>();
    const count = Math.min(perStore, productCount - index * perStore);
    for (let k = 0; k < count; k++) {
      const category = random.chance(0.8) ? (storeCategories[index] as Category) : random.pick(CATEGORIES);
      const goods = GOODS[category];
      let name = productName(random, goods);
      for (let attempt = 0; names.has(name.toLowerCase()) && attempt < 5; attempt++)
        name = productName(random, goods);
      if (names.has(name.toLowerCase())) name = `${name} (${k + 1})`;
      names.add(name.toLowerCase());
      const price = feiraPrice(random, goods.price);
      const stock = random.chance(0.3)
        ? null
        : random.chance(0.11)
          ? 0
          : Math.floor(Math.exp(random.next() * Math.log(60)));
      const status =
        stock === 0
          ? 'OUT_OF_STOCK'
          : random.chance(0.05)
            ? 'INACTIVE'
            : random.chance(0.05)
              ? 'DRAFT'
              : 'ACTIVE';
      const discounted = random.chance(0.09) ? money(price * (0.7 + random.next() * 0.2)) : null;
      const variants = PRODUCT_IMAGE_VARIANTS[category];
      const images = Array.from({ length: random.int(1, 2) }, () =>
        productImageUrl(category, random.int(1, variants)),
      );
      const created = now.getTime() - random.next() * 365 * DAY;
      productRows.push([
        storeId,
        name,
        random.chance(0.6) ? random.pick(DESCRIPTIONS) : null,
        category,
        price,
        discounted !== null && discounted < price ? discounted : null,
        stock,
        images.join('|'),
        status,
        status === 'ACTIVE' && random.chance(0.1),
        new Date(created),
        new Date(created + random.next() * (now.getTime() - created)),
      ]);
    }
  }
  await insertColumns(
    client,
    'products',
    {
      store_id: 'int',
      name: 'text',
      description: 'text',
      category: 'text',
      price: 'numeric',
      discounted_price: 'numeric',
      stock: 'int',
      images: ['text', "string_to_array(images, '|')"],
      status: 'text',
      is_highlighted: 'bool',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    productRows,
  );

  // Promotions: a tenth of the stalls run one now, as many have one coming and as many one that ended.
  const promotions = await client.query(
    `with picked as (
       select distinct on (p.store_id) p.id, p.store_id, coalesce(p.discounted_price, p.price) as price,
              (abs(hashint4(p.store_id)) % 20) as slot
       from products p join stores s on s.id = p.store_id
       where s.id >= $1 and p.status = 'ACTIVE' and (p.stock is null or p.stock > 0)
       order by p.store_id, p.id
     )
     insert into promotions (store_id, product_id, title, promotional_price, starts_at, ends_at, is_flash,
                             created_at, updated_at)
     select store_id, id, 'Oferta relâmpago', round(price * 0.8, 2),
            $2::timestamptz + (case when slot < 2 then -3 when slot < 4 then 6 else -72 end) * interval '1 hour',
            $2::timestamptz + (case when slot < 2 then 2 + slot * 20 when slot < 4 then 30 else -24 end)
              * interval '1 hour',
            slot % 5 <> 0, $2::timestamptz - interval '1 day', $2::timestamptz - interval '1 day'
     from picked where slot < 6`,
    [firstStore.rows[0]?.next ?? 1, now],
  );
  const coupons = await client.query(
    `insert into coupons (store_id, code, description, discount_percentage, max_usage_count, start_time,
                          end_time)
     select id, 'FEIRA' || id, '10% de desconto na barraca', 10, 100, $2::timestamptz - interval '7 days',
            $2::timestamptz + interval '30 days'
     from stores where id >= $1 and id % 4 = 0`,
    [firstStore.rows[0]?.next ?? 1, now],
  );
  // What autovacuum would have done by the time a city browses these tables: statistics, and the visibility
  // map that lets the list indexes answer without reading rows. A first pass right after the inserts leaves
  // part of the pages unmarked (seen on PostgreSQL 15), so it runs until every page is.
  await client.query('vacuum analyze stores, products, promotions, coupons');
  for (let pass = 0; pass < 3; pass++) {
    const { rows } = await client.query<{ unmarked: number }>(
      `select relpages - relallvisible as unmarked from pg_class where relname = 'products'`,
    );
    if ((rows[0]?.unmarked ?? 0) <= 0) break;
    await client.query('vacuum products');
  }
  return {
    stores: stores.rows.length,
    products: productRows.length,
    promotions: promotions.rowCount ?? 0,
    coupons: coupons.rowCount ?? 0,
  };
}
