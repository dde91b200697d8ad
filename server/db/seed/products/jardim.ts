import type { ProductSeed } from './types';

// Images: 1 vaso com planta, 2 cacto, 3 regador, 4 muda de árvore.
const store = 'flores-da-vila';

export const jardim: ProductSeed[] = [
  {
    store,
    name: 'Orquídea phalaenopsis',
    price: 79.9,
    stock: 6,
    highlighted: true,
    images: [1],
    description: 'Orquídea com duas hastes floridas, em vaso de cerâmica.',
  },
  {
    store,
    name: 'Suculentas sortidas (vaso 9 cm)',
    price: 12,
    images: [2],
    description: 'Escolha a sua na barraca.',
  },
  { store, name: 'Cacto mandacaru em vaso', price: 35, stock: 5, images: [2] },
  {
    store,
    name: 'Samambaia americana',
    price: 45,
    stock: 4,
    images: [1],
    description: 'Cuia de 25 cm, ótima para varanda.',
  },
  { store, name: 'Muda de pitangueira', price: 25, stock: 10, images: [4] },
  { store, name: 'Muda de manjericão', price: 6, images: [1] },
  { store, name: 'Terra adubada (saco 5 kg)', price: 15.9, stock: 20, images: [1] },
  { store, name: 'Regador de plástico 5 litros', price: 29.9, stock: 3, images: [3] },
  {
    store,
    name: 'Vaso autoirrigável',
    price: 39.9,
    stock: 0,
    images: [1],
    description: 'Reservatório para até 10 dias.',
  },
  {
    store,
    name: 'Kit de ferramentas de jardinagem',
    price: 49.9,
    discountedPrice: 42.9,
    stock: 7,
    images: [3],
    description: 'Pá, ancinho e garfo com cabo de madeira.',
  },
  {
    store,
    name: 'Muda de limão taiti',
    price: 35,
    stock: 8,
    images: [4],
    description: 'Muda enxertada, dá frutos em um ano.',
  },
  {
    store,
    name: 'Lírio da paz',
    price: 39.9,
    stock: 5,
    images: [1],
    description:
      'Planta de meia-sombra que gosta de umidade e avisa quando está com sede: as folhas caem e levantam de novo meia hora depois da rega. Vai bem em apartamento, longe do sol direto. Atenção: tóxica para cães e gatos.',
  },
  { store, name: 'Bonsai de jabuticabeira', price: 189.9, stock: 1, status: 'DRAFT', images: [4] },
];
