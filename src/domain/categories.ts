/** The 13 product categories of spec 001 §3; the value is also the URL slug (/categories/{slug}). */
export const CATEGORIES = [
  'comida',
  'bebida',
  'roupa',
  'acessorio',
  'decoracao',
  'eletronico',
  'livro',
  'jogo',
  'esporte',
  'beleza',
  'casa',
  'jardim',
  'outros',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  comida: 'Comida',
  bebida: 'Bebidas',
  roupa: 'Roupas',
  acessorio: 'Acessórios',
  decoracao: 'Decoração',
  eletronico: 'Eletrônicos',
  livro: 'Livros',
  jogo: 'Jogos',
  esporte: 'Esportes',
  beleza: 'Beleza',
  casa: 'Casa',
  jardim: 'Jardim',
  outros: 'Outros',
};

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Case-insensitive match (spec 001 §5); null when the text is not a category. */
export function parseCategory(value: string): Category | null {
  const normalized = value.trim().toLowerCase();
  return isCategory(normalized) ? normalized : null;
}

export function categoryLabel(category: Category): string {
  return CATEGORY_LABELS[category];
}

export function categoryFromSlug(slug: string): Category | null {
  return parseCategory(decodeURIComponent(slug));
}
