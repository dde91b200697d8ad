import type { ProductSeed } from './types';

// Images: 1 celular, 2 fone de ouvido, 3 carregador, 4 caixa de som.
const store = 'eletronicos-do-paulao';

export const eletronico: ProductSeed[] = [
  {
    store,
    name: 'Carregador turbo USB-C 20W',
    price: 49.9,
    stock: 30,
    highlighted: true,
    images: [3],
    description: 'Carregador rápido bivolt com certificação Anatel.',
  },
  {
    store,
    name: 'Cabo USB-C reforçado (1 metro)',
    price: 19.9,
    images: [3],
    description: 'Cabo trançado em nylon.',
  },
  { store, name: 'Cabo lightning (2 metros)', price: 29.9, stock: 12, images: [3] },
  {
    store,
    name: 'Fone de ouvido bluetooth',
    price: 89.9,
    discountedPrice: 69.9,
    stock: 8,
    highlighted: true,
    images: [2],
    description: 'Até 20 horas de bateria, com estojo carregador e microfone.',
  },
  { store, name: 'Fone com fio e microfone', price: 25, stock: 20, images: [2] },
  {
    store,
    name: 'Caixa de som portátil à prova de água',
    price: 129.9,
    stock: 4,
    images: [4],
    description:
      'Caixinha bluetooth com 10 W de potência, certificação IPX7, rádio FM e entrada para cartão de memória. Bateria para até 12 horas. Acompanha cabo de carga e alça para pendurar na mochila ou na bicicleta.',
  },
  {
    store,
    name: 'Capinha de silicone para celular',
    price: 19.9,
    images: [1],
    description: 'Modelos para as principais marcas.',
  },
  { store, name: 'Película de vidro 3D', price: 15, images: [1] },
  {
    store,
    name: 'Power bank 10000 mAh',
    price: 99.9,
    stock: 0,
    images: [3],
    description: 'Carrega o celular até três vezes.',
  },
  { store, name: 'Suporte veicular para celular', price: 35, stock: 9, images: [1] },
  {
    store,
    name: 'Rádio AM FM portátil',
    price: 59.9,
    stock: 2,
    images: [4],
    description: 'Funciona com pilhas ou na tomada.',
  },
  { store, name: 'Smartwatch básico', price: 149.9, stock: 5, status: 'INACTIVE', images: [1] },
  { store, name: 'Lâmpada LED inteligente', price: 49.9, status: 'DRAFT', images: [4] },
];
