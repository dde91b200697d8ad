import type { ProductSeed } from './types';

// Images: 1 garrafa, 2 copo de caldo de cana, 3 coco verde, 4 jarra de suco.
const ze = 'caldo-de-cana-do-ze';

export const bebida: ProductSeed[] = [
  {
    store: ze,
    name: 'Caldo de cana (copo 500 ml)',
    price: 8,
    highlighted: true,
    images: [2],
    description: 'Cana moída na hora, servida com bastante gelo.',
  },
  {
    store: ze,
    name: 'Caldo de cana com limão (copo 500 ml)',
    price: 9,
    images: [2],
    description: 'Com limão taiti espremido na hora.',
  },
  { store: ze, name: 'Caldo de cana com abacaxi (copo 500 ml)', price: 9.5, images: [2, 4] },
  {
    store: ze,
    name: 'Água de coco gelada',
    price: 7,
    stock: 40,
    images: [3],
    description: 'Coco verde aberto na hora, servido no copo.',
  },
  {
    store: ze,
    name: 'Suco de laranja natural (500 ml)',
    price: 8,
    discountedPrice: 6.5,
    images: [4],
    description: 'Laranja espremida na hora, sem açúcar e sem água.',
  },
  {
    store: ze,
    name: 'Suco de maracujá (500 ml)',
    price: 9,
    images: [4],
    description: 'Batido com a polpa da fruta.',
  },
  {
    store: ze,
    name: 'Garrafa de caldo de cana (1 litro)',
    price: 15,
    stock: 10,
    images: [1, 2],
    description: 'Para levar para casa. Consumir em até 24 horas, mantido na geladeira.',
  },
  { store: ze, name: 'Coco verde inteiro', price: 6, stock: 0, images: [3] },
  { store: ze, name: 'Limonada suíça (500 ml)', price: 9.5, status: 'DRAFT', images: [4] },
  { store: ze, name: 'Garapa com gengibre (500 ml)', price: 10, images: [2] },
  {
    store: 'pastelaria-do-japones',
    name: 'Caldo de cana da pastelaria (copo 300 ml)',
    price: 6,
    images: [2],
    description: 'O par perfeito do pastel.',
  },
  { store: 'pastelaria-do-japones', name: 'Refrigerante lata (350 ml)', price: 6, stock: 48, images: [1] },
  {
    store: 'pastelaria-do-japones',
    name: 'Água mineral sem gás (500 ml)',
    price: 3.5,
    stock: 60,
    images: [1],
  },
  {
    store: 'queijos-serra-da-canastra',
    name: 'Cachaça artesanal de Salinas (700 ml)',
    price: 69.9,
    stock: 6,
    images: [1],
    description:
      'Cachaça envelhecida por dois anos em tonéis de bálsamo, produzida em alambique de cobre no norte de Minas. Aroma herbal, final suave e levemente adocicado. Venda proibida para menores de 18 anos.',
  },
];
