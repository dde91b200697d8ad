import { saoPauloLocalInput } from '../../../../domain/format';
import { showFormValue } from '../conflict-view';
import type { PromotionWire } from '../data';

/** The promotion form's fields as typed; dates are São Paulo datetime-local values. */
export interface PromotionFormValues extends Record<string, string> {
  storeId: string;
  productId: string;
  title: string;
  description: string;
  promotionalPrice: string;
  startsAt: string;
  endsAt: string;
  isFlash: 'true' | 'false';
  isActive: 'true' | 'false';
}

/** The form's fields as the "changed elsewhere" notice and the conflict screen name them. */
export const PROMOTION_FIELD_LABELS = {
  storeId: 'Loja',
  productId: 'Produto',
  title: 'Título',
  description: 'Descrição',
  promotionalPrice: 'Preço promocional (R$)',
  startsAt: 'Início',
  endsAt: 'Fim',
  isFlash: 'Promoção relâmpago',
  isActive: 'Ativa',
} satisfies Record<keyof PromotionFormValues & string, string>;

export function showPromotionValue(_key: string, value: unknown): string {
  if (value === 'true') return 'sim';
  if (value === 'false') return 'não';
  return showFormValue(value);
}

export function promotionValuesOf(p: PromotionWire): PromotionFormValues {
  return {
    storeId: String(p.storeId),
    productId: String(p.productId),
    title: p.title,
    description: p.description ?? '',
    promotionalPrice: String(p.promotionalPrice).replace('.', ','),
    startsAt: saoPauloLocalInput(p.startsAt),
    endsAt: saoPauloLocalInput(p.endsAt),
    isFlash: p.isFlash ? 'true' : 'false',
    isActive: p.isActive ? 'true' : 'false',
  };
}

/** A new flash promotion: from now, for 6 hours (a feira's morning). */
export function newPromotionValues(storeId: string, now = new Date()): PromotionFormValues {
  return {
    storeId,
    productId: '',
    title: '',
    description: '',
    promotionalPrice: '',
    startsAt: saoPauloLocalInput(now),
    endsAt: saoPauloLocalInput(now.getTime() + 6 * 3_600_000),
    isFlash: 'true',
    isActive: 'true',
  };
}
