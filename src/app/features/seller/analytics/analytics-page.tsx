import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DAILY_METRIC_LABELS,
  DAILY_METRICS,
  type DailyMetric,
  topProducts,
} from '../../../../domain/analytics';
import { messages } from '../../../../domain/messages';
import { PageHeader } from '../../../ui/page-state';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { type SellerReport, useSellerReport, useSellerStoreList } from '../data';
import { DailyTable, dayLabel, ScrollRegion } from './daily-table';
import { LineChart } from './line-chart';
import { ReportState } from './report-state';
import '../seller.css';
import './analytics.css';

const PERIODS = ANALYTICS_PERIODS.map((days) => ({
  value: String(days) as `${AnalyticsPeriod}`,
  label: `${days} dias`,
}));
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed'];
const CHARTS: { title: string; metrics: DailyMetric[] }[] = [
  { title: 'Visitas e buscas', metrics: ['storeViews', 'productViews', 'searchAppearances'] },
  { title: 'Interesse e vendas', metrics: ['wishlistAdds', 'reservations', 'couponRedemptions'] },
  { title: 'Reservas', metrics: ['reservations', 'reservationsCompleted', 'reservationsExpired'] },
  { title: 'Suas mudanças no catálogo', metrics: ['priceChanges', 'discountsApplied', 'restocks'] },
];

function Report({ report }: { report: SellerReport }) {
  const dayLabels = useMemo(() => report.series.map((p) => dayLabel(p.day)), [report]);
  const totals = Object.fromEntries(
    DAILY_METRICS.map((m) => [m, report.series.reduce((sum, p) => sum + p[m], 0)]),
  ) as Record<DailyMetric, number>;
  const charts = useMemo(
    () =>
      CHARTS.map((c) => ({
        ...c,
        series: c.metrics.map((m, i) => ({
          label: DAILY_METRIC_LABELS[m],
          color: COLORS[i] ?? '#000',
          values: report.series.map((p) => p[m]),
        })),
      })),
    [report],
  );
  const top = topProducts(report.rows);
  return (
    <>
      <dl className="usage-summary" aria-label="Totais do período">
        {DAILY_METRICS.map((m) => (
          <div key={m}>
            <dt>{DAILY_METRIC_LABELS[m]}</dt>
            <dd data-metric={m}>{totals[m]}</dd>
          </div>
        ))}
      </dl>
      {charts.map((c) => (
        <section
          key={c.title}
          className="analytics-block"
          aria-labelledby={`chart-${c.metrics[0]}-${c.title.length}`}
        >
          <h2 id={`chart-${c.metrics[0]}-${c.title.length}`}>{c.title}</h2>
          <div className="analytics-block__body">
            <LineChart title={c.title} dayLabels={dayLabels} series={c.series} />
            <DailyTable caption={`${c.title} por dia`} series={report.series} metrics={c.metrics} />
          </div>
        </section>
      ))}
      <section className="analytics-block" aria-labelledby="top-products">
        <h2 id="top-products">Produtos mais vistos</h2>
        {top.length === 0 ? (
          <p className="empty">Nenhuma visualização de produto no período.</p>
        ) : (
          <ScrollRegion label="Produtos mais vistos no período">
            <table className="data-table">
              <caption className="visually-hidden">Produtos mais vistos no período</caption>
              <thead>
                <tr>
                  <th scope="col">Produto</th>
                  <th scope="col" className="num">
                    Visualizações
                  </th>
                  <th scope="col" className="num">
                    {messages.screens.wishlist}
                  </th>
                  <th scope="col" className="num">
                    Reservas
                  </th>
                </tr>
              </thead>
              <tbody>
                {top.map((t) => (
                  <tr key={t.productId}>
                    <th scope="row">{t.productName}</th>
                    <td className="num">{t.productViews}</td>
                    <td className="num">{t.wishlistAdds}</td>
                    <td className="num">{t.reservations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}

/** /seller/analytics (every store) and /seller/stores/{storeId}/analytics, over 7 / 30 / 90 São Paulo days. */
export function AnalyticsPage({ storeId = null }: { storeId?: number | null }) {
  const [period, setPeriod] = useState<`${AnalyticsPeriod}`>('30');
  const read = useSellerReport(storeId, Number(period) as AnalyticsPeriod);
  const stores = useSellerStoreList();
  const store = storeId === null ? null : stores.data?.find((s) => s.id === storeId);
  return (
    <div className="page">
      <PageHeader title={storeId === null ? 'Análises' : `Análises: ${store?.name ?? 'loja'}`}>
        {storeId !== null && (
          <div className="seller-card__row">
            <Link to="/seller/analytics" className="button button--ghost">
              Todas as lojas
            </Link>
            <Link
              to="/seller/notification-analytics/$storeId"
              params={{ storeId: String(storeId) }}
              className="button button--ghost"
            >
              Notificações
            </Link>
          </div>
        )}
      </PageHeader>
      {storeId === null && stores.data && stores.data.length > 0 && (
        <nav aria-label="Análises por loja" className="seller-card__row">
          {stores.data.map((s) => (
            <Link
              key={s.id}
              to="/seller/stores/$storeId/analytics"
              params={{ storeId: String(s.id) }}
              className="chip"
            >
              {s.name}
            </Link>
          ))}
        </nav>
      )}
      <div className="toolbar">
        <SegmentedFilter legend="Período" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <ReportState read={read}>{(report) => <Report report={report} />}</ReportState>
    </div>
  );
}
