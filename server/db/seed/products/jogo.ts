import type { ProductSeed } from './types';

// Images: 1 dado, 2 peça de quebra-cabeça, 3 controle, 4 tabuleiro.
const store = 'brinquedos-da-tia-ro';

export const jogo: ProductSeed[] = [
  {
    store,
    name: 'Jogo de dominó de osso',
    price: 25,
    stock: 15,
    images: [1],
    description: '28 peças com estojo de madeira.',
  },
  {
    store,
    name: 'Dama e trilha (tabuleiro de madeira)',
    price: 39.9,
    stock: 10,
    highlighted: true,
    images: [4],
    description: 'Tabuleiro dupla face com peças de madeira.',
  },
  { store, name: 'Xadrez de madeira dobrável', price: 69.9, stock: 4, images: [4, 1] },
  {
    store,
    name: 'Quebra-cabeça 1000 peças, Paisagens do Brasil',
    price: 59.9,
    discountedPrice: 49.9,
    stock: 6,
    images: [2],
    description: 'Lençóis Maranhenses, Chapada Diamantina e Fernando de Noronha.',
  },
  { store, name: 'Quebra-cabeça infantil de madeira', price: 29.9, stock: 12, images: [2] },
  { store, name: 'Pião de madeira com fieira', price: 10, images: [1], description: 'Pião torneado à mão.' },
  { store, name: 'Jogo da velha de madeira', price: 19.9, images: [4] },
  { store, name: 'Baralho duplo', price: 15, images: [1] },
  {
    store,
    name: 'Controle para videogame compatível',
    price: 79.9,
    stock: 3,
    images: [3],
    description:
      'Controle com fio compatível com os principais consoles e com computador. Vibração dupla, cabo de 2 metros e garantia de 90 dias direto com a gente na feira.',
  },
  { store, name: 'Bolinha de gude (saquinho com 30)', price: 8, images: [1] },
  {
    store,
    name: 'Jogo de memória dos bichos',
    price: 24.9,
    stock: 0,
    images: [2],
    description: '40 cartas de papelão grosso.',
  },
  { store, name: 'Cubo mágico 3x3', price: 22, stock: 9, images: [1] },
  { store, name: 'Pipa de papel de seda (kit com 3)', price: 15, status: 'DRAFT', images: [1] },
];
