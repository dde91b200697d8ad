/** Reference data: the 13 categories of spec 001 §3, with their pt-BR label and an icon name (lucide). */
export const CATEGORIES = [
  { slug: 'comida', label: 'Comida', icon: 'apple', sortOrder: 1 },
  { slug: 'bebida', label: 'Bebidas', icon: 'cup-soda', sortOrder: 2 },
  { slug: 'roupa', label: 'Roupas', icon: 'shirt', sortOrder: 3 },
  { slug: 'acessorio', label: 'Acessórios', icon: 'glasses', sortOrder: 4 },
  { slug: 'decoracao', label: 'Decoração', icon: 'flower-2', sortOrder: 5 },
  { slug: 'eletronico', label: 'Eletrônicos', icon: 'smartphone', sortOrder: 6 },
  { slug: 'livro', label: 'Livros', icon: 'book-open', sortOrder: 7 },
  { slug: 'jogo', label: 'Jogos', icon: 'dices', sortOrder: 8 },
  { slug: 'esporte', label: 'Esporte', icon: 'volleyball', sortOrder: 9 },
  { slug: 'beleza', label: 'Beleza', icon: 'sparkles', sortOrder: 10 },
  { slug: 'casa', label: 'Casa', icon: 'coffee', sortOrder: 11 },
  { slug: 'jardim', label: 'Jardim', icon: 'sprout', sortOrder: 12 },
  { slug: 'outros', label: 'Outros', icon: 'gift', sortOrder: 13 },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
