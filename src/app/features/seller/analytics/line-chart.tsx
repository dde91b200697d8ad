import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 220;

/**
 * A line chart drawn by uPlot (canvas, ~21 KB gzip, loaded only by the analytics routes). The canvas is one
 * image for assistive technology; the numbers themselves are in the table beside each chart.
 */
export function LineChart({
  title,
  dayLabels,
  series,
}: {
  title: string;
  dayLabels: string[];
  series: ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const x = dayLabels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => dayLabels[i]?.slice(0, 5) ?? ''),
            space: 48,
          },
          { size: 40 },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
      },
      [x, ...series.map((s) => s.values)],
      target,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dayLabels, series]);
  return (
    <figure className="chart">
      <div ref={box} role="img" aria-label={`Gráfico: ${title}, por dia (os números estão na tabela)`} />
      <figcaption>
        <ul className="chart__legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className="chart__swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
