import type { CategorySlug } from '../categories';
import { acessorio } from './acessorio';
import { bebida } from './bebida';
import { beleza } from './beleza';
import { casa } from './casa';
import { comida } from './comida';
import { decoracao } from './decoracao';
import { eletronico } from './eletronico';
import { esporte } from './esporte';
import { jardim } from './jardim';
import { jogo } from './jogo';
import { livro } from './livro';
import { outros } from './outros';
import { roupa } from './roupa';
import type { ProductSeed } from './types';

export type { ProductSeed } from './types';

export const PRODUCTS_BY_CATEGORY: Record<CategorySlug, ProductSeed[]> = {
  comida,
  bebida,
  roupa,
  acessorio,
  decoracao,
  eletronico,
  livro,
  jogo,
  esporte,
  beleza,
  casa,
  jardim,
  outros,
};
