import type { ProductSeed } from './types';

// Images: 1 bolsa, 2 óculos de sol, 3 colar, 4 chapéu.
const bela = 'bijuterias-da-bela';
const artesanato = 'artesanato-nordestino';

export const acessorio: ProductSeed[] = [
  {
    store: bela,
    name: 'Óculos de sol redondo',
    price: 39.9,
    stock: 14,
    highlighted: true,
    images: [2],
    description: 'Armação leve com proteção UV400.',
  },
  {
    store: bela,
    name: 'Óculos de sol aviador',
    price: 45,
    stock: 3,
    images: [2],
    description: 'Lentes espelhadas, proteção UV400.',
  },
  { store: bela, name: 'Colar de miçangas coloridas', price: 19.9, images: [3] },
  {
    store: bela,
    name: 'Brinco de argola dourada',
    price: 15,
    discountedPrice: 12,
    stock: 25,
    images: [3],
    description: 'Banhado a ouro, antialérgico.',
  },
  {
    store: bela,
    name: 'Bolsa de palha trançada',
    price: 79.9,
    stock: 6,
    images: [1, 4],
    description: 'Bolsa de palha de buriti com alça de couro e forro de algodão.',
  },
  { store: bela, name: 'Pochete de couro sintético', price: 49.9, stock: 0, images: [1] },
  { store: bela, name: 'Pulseira de contas (kit com 5)', price: 25, images: [3] },
  {
    store: bela,
    name: 'Chapéu de palha aba larga',
    price: 55,
    stock: 8,
    images: [4],
    description: 'Ideal para praia e jardim.',
  },
  { store: bela, name: 'Tiara de cetim', price: 12, images: [3], description: 'Cores sortidas.' },
  { store: bela, name: 'Carteira feminina', price: 39.9, stock: 10, status: 'INACTIVE', images: [1] },
  {
    store: artesanato,
    name: 'Chapéu de couro nordestino',
    price: 120,
    stock: 3,
    images: [4],
    description:
      'Chapéu de couro de bode curtido e costurado à mão em Juazeiro do Norte, com a tradicional aba virada e estrelas em relevo. Cada peça é única e leva cerca de três dias para ficar pronta.',
  },
  {
    store: artesanato,
    name: 'Bolsa de renda de bilro',
    price: 95,
    stock: 4,
    images: [1],
    description: 'Renda feita à mão no Ceará.',
  },
  {
    store: artesanato,
    name: 'Colar de capim dourado',
    price: 68,
    stock: 7,
    images: [3],
    description: 'Capim dourado do Jalapão, trançado com fio de seda.',
  },
];
