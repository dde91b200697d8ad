import type { ProductSeed } from './types';

// Images: 1 livro, 2 pilha de livros, 3 livro aberto, 4 estante.
const store = 'sebo-paginas-amarelas';

export const livro: ProductSeed[] = [
  {
    store,
    name: 'Dom Casmurro, Machado de Assis',
    price: 18,
    stock: 3,
    images: [1],
    description: 'Edição de bolso, bom estado.',
  },
  { store, name: 'Grande Sertão Veredas, Guimarães Rosa', price: 35, stock: 1, images: [1, 3] },
  {
    store,
    name: 'Capitães da Areia, Jorge Amado',
    price: 22,
    stock: 2,
    images: [1],
    description: 'Capa com pequenos desgastes.',
  },
  {
    store,
    name: 'Coleção de gibis da Turma da Mônica (10 edições)',
    price: 40,
    stock: 4,
    highlighted: true,
    images: [2],
    description: 'Gibis dos anos 90 em ótimo estado.',
  },
  { store, name: 'Vidas Secas, Graciliano Ramos', price: 20, stock: 5, images: [3] },
  { store, name: 'O Cortiço, Aluísio Azevedo', price: 15, stock: 0, images: [1] },
  {
    store: 'artesanato-nordestino',
    name: 'Literatura de cordel (kit com 10 folhetos)',
    price: 30,
    images: [2],
    description:
      'Dez folhetos de cordel impressos em Juazeiro do Norte, com capas em xilogravura: histórias de Lampião, do padre Cícero, pelejas de repentistas e romances de amor do sertão. Boa porta de entrada para conhecer a poesia popular nordestina.',
  },
  { store, name: 'Livro de receitas da vovó', price: 25, stock: 2, images: [3] },
  {
    store,
    name: 'Enciclopédia Barsa (coleção completa)',
    price: 350,
    stock: 1,
    images: [4],
    description: 'Edição de 1998, 18 volumes.',
  },
  { store, name: 'Atlas geográfico escolar', price: 28, stock: 6, images: [3] },
  {
    store,
    name: 'Quarto de Despejo, Carolina Maria de Jesus',
    price: 32,
    discountedPrice: 27,
    stock: 3,
    images: [1],
    description: 'O diário de Carolina na favela do Canindé.',
  },
  { store, name: 'Revistas Placar anos 80 (lote)', price: 60, stock: 1, status: 'INACTIVE', images: [2] },
  {
    store,
    name: 'Box Harry Potter (7 livros)',
    price: 180,
    stock: 1,
    images: [4],
    description: 'Box completo, capa dura.',
  },
];
