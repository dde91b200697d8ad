/** Week days as stores keep them (0 = domingo … 6 = sábado, like Date#getDay in São Paulo). */
export const WEEKDAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export function formatOpeningDays(days: readonly number[]): string {
  return days.length === 0 ? 'Dias não informados' : days.map((d) => WEEKDAY_LABELS[d] ?? '').join(', ');
}
