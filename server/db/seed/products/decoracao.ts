import type { ProductSeed } from './types';

// Images: 1 flor, 2 vaso de cerâmica, 3 quadro, 4 mandala.
const artesanato = 'artesanato-nordestino';
const flores = 'flores-da-vila';

export const decoracao: ProductSeed[] = [
  {
    store: artesanato,
    name: 'Vaso de cerâmica do Alto do Moura',
    price: 85,
    stock: 5,
    highlighted: true,
    images: [2, 4],
    description:
      'Vaso de barro modelado e pintado à mão por artesãos do Alto do Moura, em Caruaru, o maior centro de arte figurativa das Américas. Queimado em forno a lenha, tem cerca de 30 cm de altura. Não vai água: use com flores secas ou como peça decorativa.',
  },
  {
    store: artesanato,
    name: 'Xilogravura de cordel emoldurada',
    price: 120,
    stock: 3,
    images: [3],
    description: 'Xilogravura assinada, 30 por 40 cm.',
  },
  { store: artesanato, name: 'Prato decorativo pintado à mão', price: 65, stock: 8, images: [4] },
  {
    store: artesanato,
    name: 'Boneco de barro Mestre Vitalino (réplica)',
    price: 49.9,
    stock: 6,
    images: [2],
    description: 'Réplica de boneco de barro no estilo de Mestre Vitalino.',
  },
  {
    store: artesanato,
    name: 'Filtro dos sonhos de crochê',
    price: 35,
    images: [4],
    description: 'Feito sob encomenda, cores à escolha.',
  },
  { store: artesanato, name: 'Quadro de retalhos (patchwork)', price: 89.9, stock: 2, images: [3] },
  { store: artesanato, name: 'Mandala de barbante', price: 45, images: [4] },
  {
    store: artesanato,
    name: 'Carranca de madeira (30 cm)',
    price: 150,
    stock: 0,
    images: [2],
    description: 'Carranca do São Francisco.',
  },
  { store: artesanato, name: 'Luminária de cabaça', price: 110, stock: 4, status: 'DRAFT', images: [2] },
  {
    store: flores,
    name: 'Arranjo de flores do campo',
    price: 59.9,
    stock: 10,
    highlighted: true,
    images: [1],
    description: 'Arranjo montado na hora com flores da estação.',
  },
  {
    store: flores,
    name: 'Buquê de rosas vermelhas (12 unidades)',
    price: 89.9,
    discountedPrice: 79.9,
    stock: 6,
    images: [1],
    description: 'Rosas colombianas com papel kraft e laço.',
  },
  { store: flores, name: 'Flores secas em vaso de vidro', price: 45, stock: 7, images: [1, 2] },
  {
    store: flores,
    name: 'Girassóis (maço com 5)',
    price: 35,
    images: [1],
    description: 'Girassóis de Holambra.',
  },
];
