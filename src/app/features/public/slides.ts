/** The presentation's slides (/presentation): short, big-type, one idea each, for a phone or a projector. */
import { billingMessages, PLAN_IDS, PLANS, SELLER_TRIAL_DAYS, TRIAL_PLAN } from '../../../domain/billing';
import { RESERVATION_HOLD_MS, TIME } from '../../../domain/constants';

export interface Slide {
  title: string;
  points: readonly string[];
}

export const SLIDES: readonly Slide[] = [
  {
    title: 'Feira: a feira livre no celular',
    points: [
      'Um app para as barracas da nossa feira',
      'Para quem compra e para quem vende',
      'Feito para sinal fraco',
    ],
  },
  {
    title: 'O problema',
    points: [
      'O cliente não sabe o que tem antes de chegar',
      'A promoção do fim da feira não chega a ninguém',
      'Cupom de papel se perde; internet na feira falha',
    ],
  },
  {
    title: 'Para o cliente',
    points: [
      'Vê produtos, preços e promoções de cada barraca',
      `Reserva e retira em até ${RESERVATION_HOLD_MS / TIME.HOUR} horas`,
      'Segue a barraca e recebe aviso de promoção',
    ],
  },
  {
    title: 'Para o feirante',
    points: [
      'Cadastra produtos e estoque pelo celular',
      'Cria promoções e cupons em segundos',
      'Valida o cupom do cliente até sem internet',
    ],
  },
  {
    title: 'Funciona sem sinal',
    points: [
      'O app abre e mostra o que já foi visto',
      'O que o feirante faz fica guardado no aparelho',
      'Tudo é enviado uma vez só quando a conexão volta',
    ],
  },
  {
    title: 'Quanto custa',
    points: [
      ...PLAN_IDS.map((id) => `${PLANS[id].name}: ${billingMessages.priceLabel(id)}`),
      `Todo feirante começa com ${SELLER_TRIAL_DAYS} dias do plano ${PLANS[TRIAL_PLAN].name}`,
    ],
  },
  {
    title: 'Como começar',
    points: [
      'Cada feirante cria sua conta de lojista',
      'Cadastra a barraca e os primeiros produtos',
      'Divulga o Feira para os clientes na barraca',
    ],
  },
];
