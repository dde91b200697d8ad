import { db } from '../../../../data/db';

/**
 * Online reads of the seller area with this device's last answer as the fallback: a screen shows the saved
 * answer at once (also offline) and the fresh one when it arrives. The saved answer is the schema's output,
 * written only after parsing, so reading it back needs no second parse.
 */

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../../data/http';
import { keepLocalWork } from '../../../../data/mutations';
import { getSession } from '../../../../data/session';
import { requestParsed } from '../../../../data/typed-request';

export interface SellerRead<T> {
  /** undefined until the saved or the fresh answer is there. */
  data: T | undefined;
  /** The fresh read failed: its message (the saved answer, if any, is still in `data`). */
  error: string | null;
  /** The fresh read failed at the network level: `data` is this device's copy. */
  offline: boolean;
  /** The fresh read answered 404. */
  notFound: boolean;
  refresh: () => void;
}

const keyOf = (path: string) => `${getSession().user?.id ?? 0}:${path}`;

/** Replaces the saved answer of a path (after a write answered the new row). */
export async function saveSellerRead(path: string, data: unknown): Promise<void> {
  await db.sellerReads.put({
    key: keyOf(path),
    userId: getSession().user?.id ?? 0,
    data,
    savedAt: Date.now(),
  });
}

/** Forgets saved answers whose path starts with `prefix` (a write made them stale). */
export async function forgetSellerReads(prefix: string): Promise<void> {
  const start = keyOf(prefix);
  await db.sellerReads.where('key').startsWith(start).delete();
}

/**
 * Keeps a saved list in step with a write that answered: the written row replaces its old copy (or joins the
 * list first), a deleted one leaves it. The list screen shows the saved answer until its fresh read arrives,
 * and offline that is all it has: it must not show a deleted coupon or an edit's old values.
 */
export async function editSavedList<Row extends { id: number }>(
  path: string,
  change: { put: Row } | { remove: number },
): Promise<void> {
  const key = keyOf(path);
  await db.transaction('rw', db.sellerReads, async () => {
    const saved = await db.sellerReads.get(key);
    if (!saved || !Array.isArray(saved.data)) return;
    const rows = saved.data as Row[];
    const data =
      'remove' in change
        ? rows.filter((row) => row.id !== change.remove)
        : rows.some((row) => row.id === change.put.id)
          ? rows.map((row) => (row.id === change.put.id ? change.put : row))
          : [change.put, ...rows];
    await db.sellerReads.put({ ...saved, data });
  });
}

export function useSellerRead<S extends z.ZodType>(schema: S, path: string | null): SellerRead<z.output<S>> {
  const key = path ? keyOf(path) : null;
  const saved = useLiveQuery(async () => (key ? ((await db.sellerReads.get(key)) ?? null) : null), [key]);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` re-runs the read on refresh()
  useEffect(() => {
    if (!path) return;
    let live = true;
    requestParsed(schema, path)
      .then(async (data) => {
        if (!live) return;
        setError(null);
        setOffline(false);
        setNotFound(false);
        // A queued edit, a coupon not sent yet or a kept conflict outlive a fresh answer (like a pull's).
        const previous = await db.sellerReads.get(keyOf(path));
        await saveSellerRead(path, keepLocalWork(previous?.data, data));
      })
      .catch((e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : String(e));
        setOffline(e instanceof ApiError && e.isUnreachable);
        setNotFound(e instanceof ApiError && e.status === 404);
      });
    return () => {
      live = false;
    };
  }, [path, schema, round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  // The saved row is the parsed output of `schema` (see saveSellerRead's callers).
  const data = saved ? (saved.data as z.output<S>) : undefined;
  return { data, error, offline, notFound, refresh };
}
