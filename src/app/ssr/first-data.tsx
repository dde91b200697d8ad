/**
 * What the server rendered a page with: the answers of the public API GETs the page's first screen reads,
 * by path, exactly as a GET of that path returns them. The server renders the page from them, writes them
 * into the HTML, and the browser's first (hydrating) render reads the same answers, so both render the same
 * markup. Afterwards every hook prefers its live copy (Dexie); the first data only fills in until that copy
 * has settled, so the server-rendered content never gives way to a skeleton.
 */
import { createContext, useContext, useRef } from 'react';
import { FIRST_DATA_ELEMENT_ID, RENDERED_AT_KEY } from '../../domain/first-data';
import { useHydrating } from './hydration';

export type FirstData = Readonly<Record<string, unknown>>;

const FirstDataContext = createContext<FirstData>({});

export const FirstDataProvider = FirstDataContext.Provider;

/** The server's answer to `GET path` when the page was rendered with it. */
export function useFirstData<T>(path: string): T | undefined {
  return useContext(FirstDataContext)[path] as T | undefined;
}

/**
 * A live row (`undefined` while its query loads, `null` when there is none) with the server's copy standing in
 * until it has settled. Once the live query has returned a row for `key`, its absence means the row was
 * deleted since (a delta, a 404): `deleted`, and the server's older copy no longer stands in; nor when the
 * server has said it has no such row now (`gone`).
 */
export function useLiveOrFirst<T>(
  key: unknown,
  live: T | null | undefined,
  first: T | undefined,
  gone = false,
): { row: T | null | undefined; deleted: boolean } {
  const seen = useRef({ key, hadRow: false });
  if (seen.current.key !== key) seen.current = { key, hadRow: false };
  if (live) seen.current.hadRow = true;
  const deleted = live === null && seen.current.hadRow;
  return { row: live || deleted || gone || !first ? live : first, deleted };
}

/**
 * "Now" for a render: the server's render instant while a server-rendered page hydrates (and on the server),
 * so time-dependent text is the same on both sides; the clock otherwise.
 */
export function usePageNow(): number {
  const renderedAt = useFirstData<number>(RENDERED_AT_KEY);
  const hydrating = useHydrating();
  return hydrating && typeof renderedAt === 'number' ? renderedAt : Date.now();
}

/** The first data written into this document by the server, or nothing (an app-shell page). */
export function readFirstData(document: Document): FirstData {
  const text = document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as FirstData;
  } catch {
    return {};
  }
}
