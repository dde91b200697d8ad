import { BADGE_CAP, CURRENCY, LOCALE, TIME_ZONE } from './constants';

/**
 * One of each formatter, built on first use: building one loads its locale data (a collator or a date format
 * costs ~10 ms on a fast machine, several times that on a cheap phone), so they are not built while the app's
 * modules are evaluated; the start builds those the first screen needs in a task of its own (`FORMATTERS`).
 */
function once<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= build();
    return made;
  };
}

/**
 * Names in Portuguese order ('Água' beside 'Abacate'). One collator for every sort: `localeCompare(b, 'pt-BR')`
 * builds one per comparison, thousands of them for a page of products on a cheap phone.
 */
const names = once(() => new Intl.Collator(LOCALE));

export function compareNames(a: string, b: string): number {
  return names().compare(a, b);
}

/** What `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` prints, for the amounts it cannot go without. */
const brlByIntl = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));

/** Thousands groups of a string of digits: '1234567' → '1.234.567' (pt-BR groups from the first thousand). */
function groupThousands(digits: string): string {
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return grouped;
}

/**
 * 'R$ 12,50', exactly as `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` prints it
 * (src/domain/shared.test.ts compares the two over thousands of amounts), without building it: the first
 * `Intl` object a page builds loads ICU's data, 15–45 ms on this machine and four times that on a cheap phone,
 * and prices are on every first screen while its hydration runs. Like ICU, the amount is rounded half away
 * from zero from its shortest decimal form (1.005 → 1,01), and a negative (or negative zero) keeps its sign.
 * Intl puts a no-break space (U+00A0) between symbol and amount; it is kept on purpose so the symbol never
 * wraps away from the number on narrow phones. Amounts beyond the exact range of cents (±2^53 / 100) or not
 * finite go through Intl itself.
 */
export function formatBRL(amount: number): string {
  const decimal = String(Math.abs(amount));
  if (!Number.isFinite(amount) || Math.abs(amount) >= 2 ** 53 / 100 || decimal.includes('e'))
    return brlByIntl().format(amount);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const reais = groupThousands(String(Math.floor(cents / 100)));
  return `${sign}R$\u00a0${reais},${String(cents % 100).padStart(2, '0')}`;
}

type DateInput = Date | string | number;

/**
 * Dates go through Intl with the São Paulo zone, not a date library: the browser ships the zone data, and
 * formatting is on the first route (prices, countdowns), where every kilobyte of JavaScript counts.
 */
const saoPauloParts = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * The formatters the first screen uses, to be built one per task before it renders: the collator alone (the
 * public pages sort names as they hydrate; they print prices without Intl and no date). Building it loads ICU's
 * data, the one cost of the first `Intl` object; the date format is built when a date is first shown.
 */
export const FORMATTERS: ReadonlyArray<() => unknown> = [names];

function partsInSaoPaulo(value: DateInput) {
  const parts: Record<string, string> = {};
  for (const part of saoPauloParts().formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** dd/MM/yyyy in America/Sao_Paulo, whatever the device's zone. */
export function formatDate(value: DateInput): string {
  const p = partsInSaoPaulo(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm in America/Sao_Paulo. */
export function formatDateTime(value: DateInput): string {
  const p = partsInSaoPaulo(value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** yyyy-MM-ddTHH:mm in São Paulo: the value a datetime-local field shows for an instant (seller forms). */
export function saoPauloLocalInput(value: DateInput): string {
  const p = partsInSaoPaulo(value);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** yyyy-MM-dd of the São Paulo calendar day; used for "per day" limits. */
export function saoPauloDayKey(value: DateInput): string {
  const p = partsInSaoPaulo(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * Remaining time of a reservation hold. From one hour up: '1h 59min' (minutes zero-padded); under an hour:
 * 'mm:ss' ('12:05'); elapsed: '00:00'. Seconds round up so the display reaches 00:00 only when time is up.
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}h ${pad(minutes)}min` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Badge text: null (no badge) for 0 or less, '99+' above the cap, else the number. */
export function capBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** Accent- and case-insensitive search key: "  Pão " → "pao". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
