import { formatBRL, formatDate } from '../../../../domain/format';
import type { InvoiceWire } from '../data';

/** Invoices of the seller's account: date, amount in R$ and status, newest first. */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceWire[] | null }) {
  if (invoices === null) return <p aria-busy="true">Carregando faturas…</p>;
  if (invoices.length === 0) return <p className="empty">Nenhuma fatura ainda.</p>;
  return (
    <table className="invoices">
      <caption className="visually-hidden">Faturas</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Valor</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{formatDate(invoice.createdAt)}</td>
            <td>{formatBRL(invoice.amount)}</td>
            <td>
              <span className={`invoice-status invoice-status--${invoice.status}`}>
                {invoice.statusLabel}
              </span>
              {invoice.url && (
                <>
                  {' '}
                  <a href={invoice.url} target="_blank" rel="noreferrer">
                    Recibo
                  </a>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
