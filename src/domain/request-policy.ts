/** HTTP policy of spec 001 §9: 30 s timeout, 3 attempts waiting 1 s then 2 s. */
export const REQUEST_POLICY = { timeoutMs: 30_000, maxAttempts: 3, retryDelaysMs: [1000, 2000] } as const;

export type RequestFailure = { kind: 'network' } | { kind: 'timeout' } | { kind: 'http'; status: number };

/** Network failures (a timeout is one), 5xx, 429 and 408 are worth retrying; other 4xx are a final verdict. */
export function isRetryable(failure: RequestFailure): boolean {
  if (failure.kind !== 'http') return true;
  return failure.status >= 500 || failure.status === 429 || failure.status === 408;
}

/** Delay before the next attempt, or null when attempt `attempt` (1-based) was the last one worth making. */
export function nextRetryDelay(failure: RequestFailure, attempt: number): number | null {
  if (!isRetryable(failure) || attempt >= REQUEST_POLICY.maxAttempts) return null;
  return REQUEST_POLICY.retryDelaysMs[attempt - 1] ?? null;
}
