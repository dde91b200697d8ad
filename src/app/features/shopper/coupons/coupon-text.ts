import { formatBRL, formatDate } from '../../../../domain/format';

/** "15% de desconto" or "R$ 5,00 de desconto", plus the minimum purchase when there is one. */
export function couponDiscountText(c: {
  discountPercentage: number | null;
  discountAmount: number | null;
  minimumPurchase: number | null;
}): string {
  const discount =
    c.discountPercentage !== null
      ? `${c.discountPercentage.toLocaleString('pt-BR')}% de desconto`
      : c.discountAmount !== null
        ? `${formatBRL(c.discountAmount)} de desconto`
        : 'Desconto';
  return c.minimumPurchase ? `${discount} em compras a partir de ${formatBRL(c.minimumPurchase)}` : discount;
}

export function couponValidityText(c: { endTime: string }): string {
  return `Válido até ${formatDate(c.endTime)}`;
}
