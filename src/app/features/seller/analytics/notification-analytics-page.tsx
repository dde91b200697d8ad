import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../../domain/analytics';
import { NOTIFICATION_TYPE_LABELS, openRate } from '../../../../domain/notification-analytics';
import { PageHeader } from '../../../ui/page-state';
import { SegmentedFilter } from '../../../ui/segmented-filter';
import { type NotificationReport, useNotificationReport, useSellerStoreList } from '../data';
import { dayLabel, ScrollRegion } from './daily-table';
import { LineChart } from './line-chart';
import { ReportState } from './report-state';
import '../seller.css';
import './analytics.css';

const PERIODS = ANALYTICS_PERIODS.map((days) => ({
  value: String(days) as `${AnalyticsPeriod}`,
  label: `${days} dias`,
}));
const rateText = (sent: number, opened: number) => {
  const rate = openRate(sent, opened);
  return rate === null ? '—' : `${rate}%`;
};

function Report({ report }: { report: NotificationReport }) {
  const dayLabels = useMemo(() => report.series.map((p) => dayLabel(p.day)), [report]);
  const series = useMemo(
    () => [
      {
        label: 'Taxa de abertura (%)',
        color: '#1d4ed8',
        values: report.series.map((p) => openRate(p.sent, p.opened) ?? 0),
      },
    ],
    [report],
  );
  return (
    <>
      <section className="analytics-block" aria-labelledby="by-type">
        <h2 id="by-type">Por tipo de notificação</h2>
        <ScrollRegion label="Notificações por tipo no período">
          <table className="data-table">
            <caption className="visually-hidden">Notificações por tipo no período</caption>
            <thead>
              <tr>
                <th scope="col">Tipo</th>
                <th scope="col" className="num">
                  Enviadas
                </th>
                <th scope="col" className="num">
                  Entregues por push
                </th>
                <th scope="col" className="num">
                  Abertas
                </th>
                <th scope="col" className="num">
                  Taxa de abertura
                </th>
              </tr>
            </thead>
            <tbody>
              {report.byType.map((t) => (
                <tr key={t.type} data-type={t.type}>
                  <th scope="row">{NOTIFICATION_TYPE_LABELS[t.type]}</th>
                  <td className="num">{t.sent}</td>
                  <td className="num">{t.pushed}</td>
                  <td className="num">{t.opened}</td>
                  <td className="num">{rateText(t.sent, t.opened)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <section className="analytics-block" aria-labelledby="open-rate">
        <h2 id="open-rate">Taxa de abertura por dia de envio</h2>
        <div className="analytics-block__body">
          <LineChart title="Taxa de abertura por dia de envio" dayLabels={dayLabels} series={series} />
          <ScrollRegion label="Abertura por dia">
            <table className="data-table">
              <caption>Abertura por dia</caption>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col" className="num">
                    Enviadas
                  </th>
                  <th scope="col" className="num">
                    Abertas
                  </th>
                  <th scope="col" className="num">
                    Taxa
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...report.series].reverse().map((p) => (
                  <tr key={p.day}>
                    <th scope="row">{dayLabel(p.day)}</th>
                    <td className="num">{p.sent}</td>
                    <td className="num">{p.opened}</td>
                    <td className="num">{rateText(p.sent, p.opened)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>
    </>
  );
}

/** /seller/notification-analytics/{storeId}: sent, pushed and opened per type, and the open rate per day. */
export function NotificationAnalyticsPage({ storeId }: { storeId: number }) {
  const [period, setPeriod] = useState<`${AnalyticsPeriod}`>('30');
  const read = useNotificationReport(storeId, Number(period) as AnalyticsPeriod);
  const store = useSellerStoreList().data?.find((s) => s.id === storeId);
  return (
    <div className="page">
      <PageHeader title={`Notificações: ${store?.name ?? 'loja'}`}>
        <Link
          to="/seller/stores/$storeId/analytics"
          params={{ storeId: String(storeId) }}
          className="button button--ghost"
        >
          Análises da loja
        </Link>
      </PageHeader>
      <p className="muted">
        Abertura: um toque na notificação do celular (contado mesmo se feito sem sinal) ou a leitura no app,
        uma vez por notificação e cliente.
      </p>
      <div className="toolbar">
        <SegmentedFilter legend="Período" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <ReportState read={read}>{(report) => <Report report={report} />}</ReportState>
    </div>
  );
}
