/**
 * The seller's customers (reservations and redemptions at their stores) and the CSV export. Online only: who
 * the customers are is the server's record of now, and the list says so offline.
 */

import { z } from 'zod';
import { requestParsed } from '../../../../data/typed-request';
import { type ContactWire, contactSchema } from '../../../../domain/api/seller';
import { contactsCsv } from '../../../../domain/contacts';
import { saoPauloDayKey } from '../../../../domain/format';
import { useOnlineRead } from '../../../reads/online-read';

export type { ContactWire };
export const useContacts = () =>
  useOnlineRead('/api/seller/contacts', (path) => requestParsed(z.array(contactSchema), path));

/** Hands the CSV of the listed rows to the browser as a file download. */
export function downloadContactsCsv(contacts: readonly ContactWire[]): void {
  const blob = new Blob([contactsCsv(contacts)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contatos-feira-${saoPauloDayKey(new Date())}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
