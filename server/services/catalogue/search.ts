/**
 * Server full-text search over products and stores: Portuguese stemming over unaccented text, prefix matching
 * while the shopper types, ranked by ts_rank over the A/B/C-weighted search_vector columns with a name-prefix
 * and trigram tie-break. The query is built from sanitized tokens and always sent as a bound parameter.
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PopularSearch, SearchResponse } from '../../../src/domain/api/search';
import { searchMessages } from '../../../src/domain/api/search';
import { normalizeSearch } from '../../../src/domain/format';
import type { Database, Db } from '../../db/client';
import { products, searchTerms, stores } from '../../db/schema';
import { productCaches } from './product-cache';
import { productColumns, publiclyListedSql, storeColumns, toProductWire, toStoreWire } from './product-rows';
import { publicSql } from './visibility';

const MAX_TOKENS = 8;

/** "Pão-de  QUEIJO!" → ["pao", "de", "queijo"]: letters and digits only, so nothing reaches tsquery syntax. */
export function searchTokens(term: string): string[] {
  return normalizeSearch(term)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS);
}

/**
 * Per token: a 'simple' prefix ("quei" → quei:*, which matches the stemmed lexeme queij while typing) or the
 * exact Portuguese stem of a whole word ("queijos" → queij). The stem is not used as a prefix: short stems of
 * half-typed words ("quei" → que) would match unrelated words (quebra-cabeça). Stop words are dropped, as the
 * indexed documents dropped them. Tokens are [a-z0-9]+ and bound as parameters.
 */
function tsQuery(term: string): SQL {
  const parts = searchTokens(term).map(
    (token) =>
      sql`(case when numnode(to_tsquery('portuguese', ${token})) = 0 then ''::tsquery
        else to_tsquery('simple', ${`${token}:*`}) || to_tsquery('portuguese', ${token}) end)`,
  );
  return parts.length === 0 ? sql`''::tsquery` : sql`(${sql.join(parts, sql` && `)})`;
}

/** Match condition on a search_vector column, with an unaccented substring fallback on the name. */
export function textMatch(vector: SQLWrapper, name: SQLWrapper, term: string): SQL {
  const like = `%${normalizeSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${vector} @@ ${tsQuery(term)} or feira_unaccent(lower(${name})) like ${like})`;
}

/** Rank expression: ts_rank on the weighted vector. */
function rank(vector: SQLWrapper, term: string): SQL<number> {
  return sql<number>`ts_rank(${vector}, ${tsQuery(term)})`;
}

function nameTieBreak(name: SQLWrapper, term: string) {
  const normalized = normalizeSearch(term);
  const prefix = `${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return [
    sql`(feira_unaccent(lower(${name})) like ${prefix}) desc`,
    sql`similarity(feira_unaccent(lower(${name})), ${normalized}) desc`,
  ];
}

export async function searchCatalogue(
  database: Database,
  term: string,
  limit: number,
): Promise<SearchResponse> {
  const cache = productCaches(database).search;
  const key = `${normalizeSearch(term)}|${limit}`;
  const cached = cache.get(key);
  const result = cached ?? (await runSearch(database.db, term, limit));
  if (!cached) cache.set(key, result);
  // Appearances are counted where answers are served, cached or not (server/http/public-cache-plugin.ts).
  return result;
}

async function runSearch(db: Db, term: string, limit: number): Promise<SearchResponse> {
  if (searchTokens(term).length === 0) {
    return { query: term, products: [], stores: [], message: searchMessages.results(0) };
  }
  const [productRows, storeRows] = await Promise.all([
    db
      .select({ ...productColumns, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publiclyListedSql(), textMatch(products.searchVector, products.name, term)))
      .orderBy(
        sql`${rank(products.searchVector, term)} desc`,
        ...nameTieBreak(products.name, term),
        products.id,
      )
      .limit(limit),
    db
      .select(storeColumns)
      .from(stores)
      .where(and(publicSql('store'), textMatch(stores.searchVector, stores.name, term)))
      .orderBy(sql`${rank(stores.searchVector, term)} desc`, ...nameTieBreak(stores.name, term), stores.id)
      .limit(limit),
  ]);
  const found = productRows.map(({ storeName, ...row }) => toProductWire(row, storeName));
  return {
    query: term,
    products: found,
    stores: storeRows.map((row) => toStoreWire(row)),
    message: searchMessages.results(found.length + storeRows.length),
  };
}

/** Counts a search the shopper ran; the key is the normalized term, the display keeps the last spelling. */
export async function trackSearchTerm(db: Db, term: string, now = new Date()): Promise<void> {
  const key = normalizeSearch(term).replace(/\s+/g, ' ');
  if (key === '') return;
  await db
    .insert(searchTerms)
    .values({ term: key, display: term.trim().replace(/\s+/g, ' '), count: 1, lastSearchedAt: now })
    .onConflictDoUpdate({
      target: searchTerms.term,
      set: { count: sql`${searchTerms.count} + 1`, display: sql`excluded.display`, lastSearchedAt: now },
    });
}

export async function popularSearchTerms(db: Db, limit: number): Promise<PopularSearch> {
  const rows = await db
    .select({ term: searchTerms.display, count: searchTerms.count })
    .from(searchTerms)
    .orderBy(sql`${searchTerms.count} desc`, sql`${searchTerms.lastSearchedAt} desc`)
    .limit(limit);
  return rows;
}
