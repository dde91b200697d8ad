import type { StoreSlug } from './stores';

export interface CouponSeed {
  store: StoreSlug;
  code: string;
  description: string;
  /** Exactly one of discountPercentage and discountAmount is set. */
  discountPercentage: number | null;
  discountAmount: number | null;
  minimumPurchase: number | null;
  /** null = unlimited. */
  maxUsageCount: number | null;
  /** Start and end relative to the seed's `now`, in days. */
  startsInDays: number;
  endsInDays: number;
  isActive: boolean;
  /** Past customers whose redemptions were already validated at the stall (usageCount = their number). */
  redeemedBy?: readonly string[];
}

export const COUPONS: readonly CouponSeed[] = [
  {
    store: 'hortifruti-dona-cida',
    code: 'FEIRA10',
    description: '10% de desconto em compras acima de R$ 30,00',
    discountPercentage: 10,
    discountAmount: null,
    minimumPurchase: 30,
    maxUsageCount: 100,
    startsInDays: -7,
    endsInDays: 30,
    isActive: true,
    redeemedBy: ['Marcos Lima', 'Juliana Prado', 'Roberto Alves'],
  },
  {
    store: 'pastelaria-do-japones',
    code: 'PASTEL5',
    description: 'R$ 5,00 de desconto no combo de dois pastéis com caldo de cana',
    discountPercentage: null,
    discountAmount: 5,
    minimumPurchase: 20,
    maxUsageCount: null,
    startsInDays: -2,
    endsInDays: 14,
    isActive: true,
  },
  {
    store: 'queijos-serra-da-canastra',
    code: 'CANASTRA15',
    description: '15% de desconto em uma peça de queijo Canastra (cupom único)',
    discountPercentage: 15,
    discountAmount: null,
    minimumPurchase: 80,
    maxUsageCount: 1,
    startsInDays: -1,
    endsInDays: 20,
    isActive: true,
  },
  {
    store: 'roupas-da-feira',
    code: 'ROUPA20',
    description: '20% de desconto na coleção de verão',
    discountPercentage: 20,
    discountAmount: null,
    minimumPurchase: null,
    maxUsageCount: 50,
    startsInDays: -30,
    endsInDays: -1,
    isActive: true,
  },
  {
    store: 'caldo-de-cana-do-ze',
    code: 'CALDOGRATIS',
    description: 'Um copo de caldo de cana grátis na compra de dois',
    discountPercentage: null,
    discountAmount: 8,
    minimumPurchase: 16,
    maxUsageCount: 20,
    startsInDays: -5,
    endsInDays: 25,
    isActive: false,
  },
  {
    store: 'flores-da-vila',
    code: 'FLORES10',
    description: '10% de desconto em arranjos e buquês no Dia das Mães',
    discountPercentage: 10,
    discountAmount: null,
    minimumPurchase: 50,
    maxUsageCount: 30,
    startsInDays: 3,
    endsInDays: 33,
    isActive: true,
  },
  {
    store: 'beleza-natural-da-lu',
    code: 'BELEZA12',
    description: '12% de desconto em sabonetes artesanais',
    discountPercentage: 12,
    discountAmount: null,
    minimumPurchase: null,
    maxUsageCount: null,
    startsInDays: -3,
    endsInDays: 60,
    isActive: true,
  },
  {
    store: 'eletronicos-do-paulao',
    code: 'TECH15',
    description: 'R$ 15,00 de desconto em compras acima de R$ 100,00',
    discountPercentage: null,
    discountAmount: 15,
    minimumPurchase: 100,
    maxUsageCount: 50,
    startsInDays: -10,
    endsInDays: 20,
    isActive: true,
  },
  {
    store: 'bazar-do-seu-jorge',
    code: 'JORGE5',
    description: 'R$ 5,00 de desconto em qualquer compra',
    discountPercentage: null,
    discountAmount: 5,
    minimumPurchase: 25,
    maxUsageCount: null,
    startsInDays: -1,
    endsInDays: 45,
    isActive: true,
  },
];
