/**
 * Lenient readers for the server's answers to mutations. The spec leaves several shapes open ("user (or
 * {user})", "the new reservation"), so each reader accepts the row itself or the row wrapped in a key.
 */
export function unwrap(body: unknown, ...keys: string[]): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of keys) {
    const inner = record[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return record;
}

export const num = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
      ? Number(v)
      : undefined;

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
