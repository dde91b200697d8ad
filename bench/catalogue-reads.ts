/**
 * The reads of `npm run bench -- catalogue`: every public read of the catalogue, as the app asks them, with
 * the filters, sorts, terms and pages that vary from one request to the next.
 */
import { CATEGORIES } from '../src/domain/categories';

/** Terms as shoppers type them: with and without accents, whole and half words, and with typos. */
const TERMS = ['queijo', 'pão de queijo', 'pao de queijo', 'cafe', 'açaí', 'feijao', 'linguiça', 'suco'];
const TYPOS = ['quejo minas', 'feijao preot', 'linguica calabreza', 'oculos de sool', 'suco de larnja'];

export interface Sample {
  /** The ids the reads pick from (active stores, listed products). */
  stores: number[];
  products: number[];
}

const PAGE = 24;

/**
 * A deep page that has products at this size: 50–100 of a city's list; the demo's list has 8 pages, so its
 * deep pages are its second half. Page 50 of the demo is empty, and an empty answer is no figure to compare
 * a full page with.
 */
function deepPage(i: number, s: Sample): number {
  const pages = Math.floor(s.products.length / PAGE);
  if (pages >= 100) return 50 + (i % 51);
  const half = Math.ceil(pages / 2);
  return half + (i % Math.max(1, pages - half + 1));
}

export interface Read {
  group: string;
  name: string;
  url(i: number, s: Sample): string;
  /**
   * Keep the stores' highlight selections between requests: each is dropped only when its own store changes,
   * so a running process has nearly all of them; without this the read is a cold process's first.
   */
  keepsSelections?: true;
}

const at = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
const category = (i: number) => at(CATEGORIES, i);

export const READS: Read[] = [
  { group: 'lista', name: 'mais novos (padrão)', url: () => '/api/products?page=1&limit=24' },
  { group: 'lista', name: 'categoria', url: (i) => `/api/products?category=${category(i)}&limit=24` },
  { group: 'lista', name: 'loja', url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&limit=24` },
  {
    group: 'lista',
    name: 'faixa de preço',
    url: (i) => `/api/products?minPrice=${5 + (i % 20)}&maxPrice=${25 + (i % 40)}&limit=24`,
  },
  { group: 'lista', name: 'em estoque', url: () => '/api/products?inStockOnly=true&limit=24' },
  { group: 'lista', name: 'com desconto', url: () => '/api/products?discountedOnly=true&limit=24' },
  { group: 'lista', name: 'em destaque', url: () => '/api/products?highlightedOnly=true&limit=24' },
  { group: 'lista', name: 'preço ↑', url: () => '/api/products?sort=price:asc&limit=24' },
  { group: 'lista', name: 'preço ↓', url: () => '/api/products?sort=price:desc&limit=24' },
  { group: 'lista', name: 'nome A–Z', url: () => '/api/products?sort=name:asc&limit=24' },
  { group: 'lista', name: 'nome Z–A', url: () => '/api/products?sort=name:desc&limit=24' },
  { group: 'lista', name: 'mais antigos', url: () => '/api/products?sort=createdAt:asc&limit=24' },
  // The two sorts a stall uses on its own list: no index on purpose (migration 0012), so the public catalogue
  // offers them only within one store (STORE_ONLY_SORT_FIELDS).
  {
    group: 'lista',
    name: 'atualizados de uma loja',
    url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&sort=updatedAt:desc&limit=24`,
  },
  {
    group: 'lista',
    name: 'estoque ↓ de uma loja',
    url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&sort=stock:desc&limit=24`,
  },
  {
    group: 'lista',
    name: 'categoria + preço + em estoque, preço ↑',
    url: (i) =>
      `/api/products?category=${category(i)}&minPrice=${i % 10}&maxPrice=${60 + (i % 30)}&inStockOnly=true&sort=price:asc&limit=24`,
  },
  {
    group: 'lista',
    name: 'rota de categoria',
    url: (i) => `/api/categories/${category(i)}/products?limit=24`,
  },
  { group: 'lista', name: 'rota de descontos', url: () => '/api/products/discounted?limit=24' },
  { group: 'lista', name: 'rota de recentes', url: () => '/api/products/recent?limit=24' },
  {
    group: 'busca',
    name: 'busca (produtos e lojas)',
    url: (i) => `/api/search?q=${encodeURIComponent(at(TERMS, i))}`,
  },
  {
    group: 'busca',
    name: 'busca com erros de digitação',
    url: (i) => `/api/search?q=${encodeURIComponent(at(TYPOS, i))}`,
  },
  {
    group: 'busca',
    name: 'busca de produtos',
    url: (i) => `/api/products/search?q=${encodeURIComponent(at(TERMS, i))}`,
  },
  {
    group: 'busca',
    name: 'lista com termo',
    url: (i) => `/api/products?searchTerm=${encodeURIComponent(at(TERMS, i))}&limit=24`,
  },
  {
    group: 'busca',
    name: 'lista com termo, preço ↑',
    url: (i) => `/api/products?searchTerm=${encodeURIComponent(at(TERMS, i))}&sort=price:asc&limit=24`,
  },
  {
    group: 'páginas',
    name: 'página profunda',
    url: (i, s) => `/api/products?page=${deepPage(i, s)}&limit=${PAGE}`,
  },
  {
    group: 'páginas',
    name: 'página profunda, preço ↑',
    url: (i, s) => `/api/products?page=${deepPage(i, s)}&limit=${PAGE}&sort=price:asc`,
  },
  {
    group: 'páginas',
    name: 'página profunda, nome A–Z',
    url: (i, s) => `/api/products?page=${deepPage(i, s)}&limit=${PAGE}&sort=name:asc`,
  },
  { group: 'loja', name: 'página da loja', url: (i, s) => `/api/stores/${at(s.stores, i)}` },
  {
    group: 'loja',
    name: 'prateleira da loja',
    url: (i, s) => `/api/products?storeId=${at(s.stores, i)}&page=1&limit=100`,
  },
  { group: 'loja', name: 'cupons da loja', url: (i, s) => `/api/stores/${at(s.stores, i)}/coupons` },
  { group: 'produto', name: 'página do produto', url: (i, s) => `/api/products/${at(s.products, i)}` },
  { group: 'promoções', name: 'promoções', url: () => '/api/promotions' },
  { group: 'promoções', name: 'relâmpago', url: () => '/api/promotions/flash' },
  { group: 'promoções', name: 'contagem relâmpago', url: () => '/api/promotions/flash/count' },
  { group: 'início', name: 'banners', url: () => '/api/banners' },
  { group: 'início', name: 'destaques', url: () => '/api/highlights', keepsSelections: true },
  { group: 'início', name: 'destaques, processo frio', url: () => '/api/highlights' },
  { group: 'início', name: 'categorias', url: () => '/api/categories' },
  { group: 'início', name: 'catálogo (48)', url: () => '/api/products?page=1&limit=48' },
  { group: 'início', name: 'faixa de preço (filtro)', url: () => '/api/products/price-range' },
  {
    group: 'início',
    name: 'faixa de preço de uma categoria',
    url: (i) => `/api/products/price-range?category=${category(i)}`,
  },
  { group: 'lojas', name: 'lista de lojas', url: () => '/api/stores?limit=100' },
  {
    group: 'lojas',
    name: 'lojas perto de um ponto',
    url: (i) => `/api/stores?lat=${-23.55 + (i % 10) / 100}&lng=${-46.64 - (i % 7) / 100}&limit=100`,
  },
  { group: 'cupons', name: 'cupons públicos', url: () => '/api/coupons/public' },
];
