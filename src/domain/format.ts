import { BADGE_CAP, CURRENCY, LOCALE, TIME_ZONE } from './constants';

/** One of each formatter, built on first use and reused: building one loads its locale data. */
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

const brl = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));

/**
 * 'R$ 12,50' (pt-BR, BRL). Intl puts a no-break space between symbol and amount, so the symbol never wraps
 * away from the number on a narrow phone.
 */
export function formatBRL(amount: number): string {
  return brl().format(amount);
}

type DateInput = Date | string | number;

/** Dates go through Intl with the São Paulo zone: the browser ships the zone data. */
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
