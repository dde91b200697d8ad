import { db } from '../../../../data/db';

/**
 * What the product form shows beside the fields (spec 001 §9): the highlight priority score and what would
 * raise it, the price against the market and a suggested price. The gains are computed by scoring the
 * product as it would be after each change, so the domain's scoring rule is the only place they live.
 */

import { isCategory } from '../../../../domain/categories';
import { highlightScore } from '../../../../domain/product/highlight';
import {
  type PriceCompetitiveness,
  priceCompetitiveness,
  suggestPrice,
} from '../../../../domain/product/pricing';
import type { ProductSnapshot } from '../../../../domain/product/snapshot';
import { useLiveRead } from '../../../reads/live-read';
import type { SellerProductRow } from './catalogue';
import { wireToSnapshot } from './product-rows';

export interface ScoreHint {
  text: string;
  gain: number;
}

const LONG_TEXT = Array.from({ length: 21 }, () => 'palavra').join(' ');

export function highlightInsights(
  row: SellerProductRow,
  now = new Date(),
): { score: number; hints: ScoreHint[] } {
  const base = wireToSnapshot(row);
  const score = highlightScore(base, now);
  const variants: [string, Partial<ProductSnapshot>][] = [
    ['Deixar o produto ativo e com estoque', { status: 'ACTIVE', stock: base.stock === 0 ? 1 : base.stock }],
    [
      'Aplicar um desconto',
      { discountedPrice: { amount: Math.round(base.price.amount * 70) / 100, currency: 'BRL' } },
    ],
    ['Adicionar fotos', { images: ['/a.jpg'] }],
    ['Ter mais de 3 fotos', { images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'] }],
    ['Escrever uma descrição', { description: 'descrição' }],
    ['Descrição com mais de 20 palavras', { description: LONG_TEXT }],
  ];
  const hints: ScoreHint[] = [];
  for (const [text, change] of variants) {
    const gain = highlightScore({ ...base, ...change }, now) - score;
    if (gain > 0) hints.push({ text, gain });
  }
  return { score, hints };
}

export interface PriceInsight {
  reference: number;
  competitiveness: PriceCompetitiveness;
  suggestion: number;
}

/**
 * The market reference is the average price shoppers pay for the category in the catalogue this device has
 * seen (other stalls included), without this product; null when there is nothing to compare with.
 */
export function usePriceInsight(row: SellerProductRow | null): PriceInsight | null {
  return (
    useLiveRead(async () => {
      if (!row || !isCategory(row.category)) return null;
      const peers = (await db.products.where('category').equals(row.category).toArray()).filter(
        (p) => p.id !== row.id,
      );
      if (peers.length === 0) return null;
      const reference = peers.reduce((sum, p) => sum + p.effectivePrice, 0) / peers.length;
      const price = row.effectivePrice;
      return {
        reference,
        competitiveness: priceCompetitiveness(price, reference),
        suggestion: suggestPrice(row.category, row.price, reference),
      };
    }, [row?.id, row?.category, row?.price, row?.discountedPrice]) ?? null
  );
}

/** Highlighted products of a store on this device (the 10-per-store limit is shown and checked). */
export function useHighlightCount(storeId: number | undefined): number {
  return (
    useLiveRead(
      () =>
        storeId === undefined
          ? 0
          : db.sellerProducts
              .where('storeId')
              .equals(storeId)
              .filter((p) => p.isHighlighted)
              .count(),
      [storeId],
    ) ?? 0
  );
}
