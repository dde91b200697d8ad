/**
 * Server full-text search over products and stores: Portuguese stemming over unaccented text, prefix matching
 * while the shopper types, ranked by ts_rank over the A/B/C-weighted search_vector columns with a name-prefix
 * and trigram tie-break, in two phases so a common word's thousands of matches cost little (`relevance`).
 * The query is built from sanitized tokens and always sent as a bound parameter.
 */
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** LIKE's pattern characters escaped: the term is matched as typed. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Match condition: the search_vector column, or a substring of the stored unaccented name (search_name,
 * served by its trigram index).
 */
export function textMatch(vector: SQLWrapper, searchName: SQLWrapper, term: string): SQL {
  const like = `%${likeEscaped(normalizeSearch(term))}%`;
  return sql`(${vector} @@ ${tsQuery(term)} or ${searchName} like ${like})`;
}

/**
 * The relevance order, best first: ts_rank on the weighted vector, then names that start with the term, then
 * the names closest to it (`closeness`: trigram similarity for the final order; the name's length, which
 * orders names that contain the term the same way at a fraction of the cost, for the candidates), then id.
 */
function relevance(
  columns: { vector: SQLWrapper; searchName: SQLWrapper; id: SQLWrapper },
  term: string,
  closeness: 'similarity' | 'length',
): SQL[] {
  const normalized = normalizeSearch(term);
  return [
    sql`ts_rank(${columns.vector}, ${tsQuery(term)}) desc`,
    sql`(${columns.searchName} like ${`${likeEscaped(normalized)}%`}) desc`,
    closeness === 'similarity'
      ? sql`similarity(${columns.searchName}, ${normalized}) desc`
      : sql`length(${columns.searchName})`,
    sql`${columns.id}`,
  ];
}

/**
 * How many matches get the full ranking. Every match is ordered by the cheap keys (the rank, the prefix, the
 * name's length: about a microsecond a row); only these best candidates are compared by trigram similarity,
 * which costs several times more and was most of a search over a common word.
 */
const candidatesFor = (limit: number) => Math.max(100, limit * 4);

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
  const product = { vector: products.searchVector, searchName: products.searchName, id: products.id };
  const store = { vector: stores.searchVector, searchName: stores.searchName, id: stores.id };
  const productCandidates = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publiclyListedSql(), textMatch(products.searchVector, products.searchName, term)))
    .orderBy(...relevance(product, term, 'length'))
    .limit(candidatesFor(limit));
  const storeCandidates = db
    .select({ id: stores.id })
    .from(stores)
    .where(and(publicSql('store'), textMatch(stores.searchVector, stores.searchName, term)))
    .orderBy(...relevance(store, term, 'length'))
    .limit(candidatesFor(limit));
  const [productRows, storeRows] = await Promise.all([
    db
      .select({ ...productColumns, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, productCandidates))
      .orderBy(...relevance(product, term, 'similarity'))
      .limit(limit),
    db
      .select(storeColumns)
      .from(stores)
      .where(inArray(stores.id, storeCandidates))
      .orderBy(...relevance(store, term, 'similarity'))
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
