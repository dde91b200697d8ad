import type { ReactNode } from 'react';
import { DAILY_METRIC_LABELS, type DailyMetric, type DailyPoint } from '../../../../domain/analytics';

/** A table that may scroll sideways on a phone: a labelled region reachable by keyboard (axe scrollable-region-focusable). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The chart's numbers as a table (what a screen reader reads, and what a seller can copy). */
export function DailyTable({
  caption,
  series,
  metrics,
}: {
  caption: string;
  series: readonly DailyPoint[];
  metrics: readonly DailyMetric[];
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            {metrics.map((m) => (
              <th key={m} scope="col" className="num">
                {DAILY_METRIC_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...series].reverse().map((p) => (
            <tr key={p.day}>
              <th scope="row">{dayLabel(p.day)}</th>
              {metrics.map((m) => (
                <td key={m} className="num">
                  {p[m]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
