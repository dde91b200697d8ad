import type { ProductSeed } from './types';

// Images: 1 batom, 2 frasco com válvula, 3 sabonete, 4 espelho.
const store = 'beleza-natural-da-lu';

export const beleza: ProductSeed[] = [
  {
    store,
    name: 'Sabonete artesanal de lavanda',
    price: 14.9,
    highlighted: true,
    images: [3],
    description:
      'Sabonete feito a frio com óleos vegetais de oliva, coco e babaçu e óleo essencial de lavanda. Cura de 40 dias, pH suave, sem corantes artificiais. Cada barra tem cerca de 100 g e dura um mês.',
  },
  {
    store,
    name: 'Sabonete de argila verde',
    price: 15.9,
    stock: 20,
    images: [3],
    description: 'Para pele oleosa.',
  },
  {
    store,
    name: 'Kit 3 sabonetes de ervas',
    price: 39.9,
    discountedPrice: 34.9,
    stock: 6,
    images: [3],
    description: 'Alecrim, capim-limão e camomila.',
  },
  { store, name: 'Óleo de coco extravirgem (200 ml)', price: 29.9, stock: 10, images: [2] },
  {
    store,
    name: 'Creme hidratante de karité',
    price: 39.9,
    stock: 4,
    images: [2],
    description: 'Pote de 250 g.',
  },
  {
    store,
    name: 'Batom vegano matte',
    price: 24.9,
    stock: 15,
    images: [1],
    description: 'Seis cores, longa duração.',
  },
  { store, name: 'Shampoo sólido de alecrim', price: 32, stock: 0, images: [3] },
  { store, name: 'Hidratante labial de mel', price: 12, images: [1] },
  { store, name: 'Água de rosas tônica facial', price: 27.9, stock: 8, images: [2] },
  { store, name: 'Espelho de bolsa com estampa', price: 18, stock: 9, images: [4] },
  {
    store,
    name: 'Escova de cabelo de bambu',
    price: 35,
    stock: 3,
    images: [4],
    description: 'Cerdas de bambu, antifrizz.',
  },
  { store, name: 'Perfume de alfazema (100 ml)', price: 45, stock: 5, status: 'DRAFT', images: [2] },
  {
    store,
    name: 'Esfoliante de café',
    price: 26.9,
    stock: 7,
    images: [2],
    description: 'Borra de café com óleo de amêndoas.',
  },
];
