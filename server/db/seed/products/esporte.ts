import type { ProductSeed } from './types';

// Images: 1 bola de futebol, 2 bola de basquete, 3 haltere, 4 raquete.
const store = 'esporte-total';

export const esporte: ProductSeed[] = [
  {
    store,
    name: 'Bola de futebol de campo oficial',
    price: 119.9,
    stock: 10,
    highlighted: true,
    images: [1],
    description: 'Bola costurada, tamanho e peso oficiais.',
  },
  { store, name: 'Bola de futsal', price: 89.9, stock: 6, images: [1] },
  {
    store,
    name: 'Bola de basquete tamanho 7',
    price: 99.9,
    stock: 3,
    images: [2],
    description: 'Borracha com grip.',
  },
  { store, name: 'Bola de vôlei de praia', price: 79.9, stock: 0, images: [1] },
  {
    store,
    name: 'Par de halteres emborrachados (2 kg)',
    price: 59.9,
    discountedPrice: 49.9,
    stock: 8,
    images: [3],
    description: 'Par de halteres de 2 kg cada.',
  },
  { store, name: 'Corda de pular com contador', price: 29.9, images: [3] },
  {
    store,
    name: 'Raquete de frescobol de madeira (par)',
    price: 69.9,
    stock: 12,
    images: [4],
    description: 'Par de raquetes com bolinha.',
  },
  {
    store,
    name: 'Raquete de beach tennis',
    price: 199.9,
    stock: 2,
    images: [4],
    description:
      'Raquete de fibra de vidro com núcleo de EVA macio, 340 g, boa para quem está começando. Acompanha capa protetora. Pode testar na barraca: temos bolinhas para bater ali mesmo.',
  },
  {
    store,
    name: 'Camisa de time torcedor',
    price: 79.9,
    stock: 20,
    images: [1],
    description: 'Times paulistas, do P ao GG.',
  },
  { store, name: 'Meião de futebol', price: 19.9, images: [1] },
  { store, name: 'Luva de goleiro', price: 59.9, stock: 5, images: [1] },
  { store, name: 'Tornozeleira de peso (1 kg)', price: 39.9, stock: 7, images: [3] },
  { store, name: 'Tapete de yoga', price: 89.9, status: 'INACTIVE', images: [3] },
];
