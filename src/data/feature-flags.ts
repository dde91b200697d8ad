/**
 * Feature flags on the device (spec 001 §3, §6): the last answer of GET /api/feature-flags, kept in
 * localStorage for offline starts, evaluated here with the domain's rule for whoever is signed in now (a
 * disabled flag is off for everyone). A `cache-invalidate` of `feature-flags` from the socket pulls it again.
 * The flags the device acts on: `enhanced-websocket-routing` (sync/index.ts) and `websocket-cache-events`.
 * Checked by hand, not with zod: the validation library stays off the public pages.
 */
import {
  evaluatePublicFlags,
  type FeatureFlagKey,
  type PublicFeatureFlags,
  readPublicFeatureFlags,
} from '../domain/feature-flag-rule';
import { requestJson } from './http';
import { queryCache } from './query-cache';
import { getSession } from './session';

const STORAGE_KEY = 'feira-feature-flags';

interface Stored {
  answer: Pick<PublicFeatureFlags, 'definitions' | 'whitelisted'>;
  /** The user the answer was asked for (their whitelist entries are not another user's). */
  askedFor: number | null;
}

let stored: Stored | null = read();
const listeners = new Set<() => void>();

function read(): Stored | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    const answer = readPublicFeatureFlags(parsed.answer);
    return answer ? { answer, askedFor: typeof parsed.askedFor === 'number' ? parsed.askedFor : null } : null;
  } catch {
    return null;
  }
}

export async function pullFeatureFlags(): Promise<void> {
  const askedFor = getSession().user?.id ?? null;
  const { data } = await requestJson<unknown>('/api/feature-flags');
  const answer = readPublicFeatureFlags(data);
  if (!answer) throw new Error('Resposta inválida de /api/feature-flags');
  stored = { answer, askedFor };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the flags still hold for this page.
  }
  for (const listener of listeners) listener();
}

/** Whether `key` is on for the user signed in on this device now; before any answer, the defaults (off). */
export function isFlagOn(key: FeatureFlagKey): boolean {
  if (!stored) return false;
  return evaluatePublicFlags(stored.answer, getSession().user?.id ?? null, stored.askedFor)[key];
}

export function subscribeFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A `cache-invalidate` from the socket named these /api paths: with flag websocket-cache-events on for the
 * user signed in here, the app's cached reads of them go (the next read asks the server). Returns how many.
 */
export function dropCachedReads(
  keys: readonly string[],
  cache: Pick<typeof queryCache, 'invalidate'> = queryCache,
) {
  return isFlagOn('websocket-cache-events') ? cache.invalidate(keys) : 0;
}
