/**
 * What the server rendered a page with: the answers of the public API GETs the page's first screen reads,
 * by path, exactly as a GET of that path returns them. The server renders the page from them, writes them
 * into the HTML, and the browser's first (hydrating) render reads the same answers, so both render the same
 * markup. Afterwards every hook prefers its live copy (Dexie): the live read (src/app/reads/live-read.ts)
 * lets the first data fill in until that copy has settled.
 */
import { createContext, useContext } from 'react';
import { FIRST_DATA_ELEMENT_ID, RENDERED_AT_KEY } from '../../domain/first-data';
import { useHydrating } from './hydration';

export type FirstData = Readonly<Record<string, unknown>>;

const FirstDataContext = createContext<FirstData>({});

export const FirstDataProvider = FirstDataContext.Provider;

/** The answers this page was rendered with, by path ({} on an app-shell page): read by the live read alone. */
export function useFirstAnswers(): FirstData {
  return useContext(FirstDataContext);
}

/**
 * "Now" for a render: the server's render instant while a server-rendered page hydrates (and on the server),
 * so time-dependent text is the same on both sides; the clock otherwise.
 */
export function usePageNow(): number {
  const renderedAt = useFirstAnswers()[RENDERED_AT_KEY];
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
