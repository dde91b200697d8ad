import type { ProductSeed } from './types';

// Images: 1 caixa de presente, 2 guarda-chuva, 3 pilhas, 4 cadeado.
const store = 'bazar-do-seu-jorge';

export const outros: ProductSeed[] = [
  {
    store,
    name: 'Guarda-chuva automático',
    price: 35,
    stock: 15,
    highlighted: true,
    images: [2],
    description: 'Abre e fecha com um botão, resistente ao vento.',
  },
  { store, name: 'Sombrinha estampada', price: 25, stock: 5, images: [2] },
  {
    store,
    name: 'Pilhas alcalinas AA (cartela com 4)',
    price: 14.9,
    images: [3],
    description: 'Longa duração.',
  },
  { store, name: 'Pilhas AAA (cartela com 4)', price: 14.9, images: [3] },
  {
    store,
    name: 'Cadeado de latão 40 mm',
    price: 29.9,
    stock: 8,
    images: [4],
    description: 'Com três chaves.',
  },
  { store, name: 'Lanterna de LED recarregável', price: 39.9, stock: 3, images: [3] },
  { store, name: 'Caixa de presente decorada', price: 12, stock: 30, images: [1] },
  {
    store,
    name: 'Sacola retornável de feira',
    price: 9.9,
    discountedPrice: 7.9,
    images: [1],
    description: 'Sacola de ráfia reforçada, aguenta até 15 kg.',
  },
  {
    store,
    name: 'Carrinho de feira dobrável',
    price: 119.9,
    stock: 4,
    images: [1],
    description:
      'Carrinho de aço com rodas de borracha e sacola de lona removível, aguenta até 30 kg. Dobra em segundos e cabe no porta-malas. O companheiro de toda feira: leve as compras da semana sem sofrer na subida.',
  },
  { store, name: 'Chaveiro artesanal', price: 8, stock: 0, images: [4] },
  { store, name: 'Papel de presente (rolo)', price: 5, images: [1] },
  { store, name: 'Cofrinho de cerâmica', price: 22, stock: 6, status: 'INACTIVE', images: [1] },
  { store, name: 'Porta-retratos 10x15', price: 19.9, status: 'DRAFT', images: [1] },
];
