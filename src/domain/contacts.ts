import { formatDateTime } from './format';

/**
 * Seller contacts: links to call or message a customer and the CSV export. Phones are stored as digits
 * (README, accounts); Brazilian numbers without the country code get +55.
 */
function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return digits.length <= 11 ? `55${digits}` : digits;
}

export function telUrl(phone: string | null): string | null {
  const digits = phone ? internationalDigits(phone) : null;
  return digits ? `tel:+${digits}` : null;
}

export function whatsappUrl(phone: string | null): string | null {
  const digits = phone ? internationalDigits(phone) : null;
  return digits ? `https://wa.me/${digits}` : null;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (CSV injection). */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV as a pt-BR spreadsheet opens it by double-click: UTF-8 with BOM (accents survive), ';' between fields
 * (the comma is the decimal separator), CRLF line ends, dates dd/MM/yyyy HH:mm in São Paulo.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface ContactForCsv {
  name: string;
  phone: string | null;
  email: string | null;
  reservationsCount: number;
  redemptionsCount: number;
  lastInteractionAt: string;
}

export const CONTACTS_CSV_HEADER = [
  'Nome',
  'Telefone',
  'E-mail',
  'Reservas',
  'Cupons resgatados',
  'Último contato',
] as const;

export function contactsCsv(contacts: readonly ContactForCsv[]): string {
  return toCsv(
    CONTACTS_CSV_HEADER,
    contacts.map((c) => [
      c.name,
      c.phone,
      c.email,
      c.reservationsCount,
      c.redemptionsCount,
      formatDateTime(c.lastInteractionAt),
    ]),
  );
}
