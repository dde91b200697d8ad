/**
 * Applying a pull without losing local work (pure). The server's rows win everywhere except on keys that
 * have a pending local change: there the local state wins, including its absence (a pending "remove" must
 * not be undone by a pull that still sees the row). Deterministic and order-preserving: server order first,
 * then protected local rows the server does not know yet (e.g. a reservation made offline).
 */
import { parseTargetKey } from '../mutations/targets';

export function mergePulled<T, K>(
  server: readonly T[],
  local: readonly T[],
  keyOf: (row: T) => K,
  isProtected: (key: K) => boolean,
): T[] {
  const localByKey = new Map<K, T>();
  for (const row of local) localByKey.set(keyOf(row), row);
  const out: T[] = [];
  const seen = new Set<K>();
  for (const row of server) {
    const key = keyOf(row);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isProtected(key)) out.push(row);
    else {
      const mine = localByKey.get(key);
      if (mine !== undefined) out.push(mine);
    }
  }
  for (const row of local) {
    const key = keyOf(row);
    if (seen.has(key) || !isProtected(key)) continue;
    seen.add(key);
    out.push(row);
  }
  return out;
}

/** Keys protected by pending targets ('wishlist:12', or its structured form, protects key 12 of the wishlist). */
export function protectedKeys(
  targets: readonly (string | { family: string; key: string | number | undefined })[],
  family: string,
): Set<string> {
  const keys = new Set<string>();
  for (const target of targets) {
    const t = typeof target === 'string' ? parseTargetKey(target) : target;
    if (t.family === family && t.key !== undefined) keys.add(String(t.key));
  }
  return keys;
}
