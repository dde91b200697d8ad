import type { ProductSeed } from './types';

// Images: 1 caneca, 2 panela, 3 pano de prato, 4 pote.
const store = 'utilidades-bom-preco';

export const casa: ProductSeed[] = [
  { store, name: 'Caneca de porcelana 300 ml', price: 19.9, stock: 24, images: [1] },
  {
    store,
    name: 'Jogo de xícaras com pires (6 peças)',
    price: 59.9,
    stock: 5,
    images: [1],
    description: 'Porcelana branca.',
  },
  {
    store,
    name: 'Panela de pressão 4,5 litros',
    price: 149.9,
    stock: 4,
    highlighted: true,
    images: [2],
    description: 'Alumínio polido com válvula de segurança, selo do Inmetro.',
  },
  {
    store,
    name: 'Frigideira antiaderente 24 cm',
    price: 69.9,
    discountedPrice: 59.9,
    stock: 8,
    images: [2],
    description: 'Revestimento cerâmico, serve para fogão de indução.',
  },
  {
    store,
    name: 'Panela de barro capixaba',
    price: 95,
    stock: 2,
    images: [2],
    description:
      'Panela de barro feita pelas paneleiras de Goiabeiras, em Vitória, moldada à mão e tingida com tanino de mangue. Ideal para moqueca: mantém o calor e vai direto do fogão à mesa. Antes do primeiro uso, cure com óleo.',
  },
  {
    store,
    name: 'Kit 5 panos de prato bordados',
    price: 29.9,
    images: [3],
    description: 'Algodão alvejado com barrado de crochê.',
  },
  { store, name: 'Toalha de mesa xadrez', price: 39.9, stock: 6, images: [3] },
  {
    store,
    name: 'Potes herméticos (kit com 4)',
    price: 44.9,
    stock: 10,
    images: [4],
    description: 'Vão ao micro-ondas.',
  },
  { store, name: 'Garrafa térmica 1 litro', price: 49.9, stock: 0, images: [4] },
  { store, name: 'Escorredor de louça', price: 39.9, images: [4] },
  { store, name: 'Coador de pano para café', price: 6, images: [3] },
  { store, name: 'Tábua de corte de bambu', price: 34.9, stock: 7, status: 'INACTIVE', images: [4] },
  {
    store: 'artesanato-nordestino',
    name: 'Rede de dormir de algodão cearense',
    price: 180,
    stock: 3,
    highlighted: true,
    images: [3],
    description: 'Rede tecida em tear manual em Jaguaruana, com varandas de crochê.',
  },
];
