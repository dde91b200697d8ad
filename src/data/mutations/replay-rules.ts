/**
 * Feira's replay rules (pure; shared by the page and the service worker). Workbox's default replay drops a
 * request on any HTTP answer; here only a JSON verdict of the API counts as delivered:
 * - 2xx JSON (or empty 204) → 'delivered';
 * - 401 → 'retry-after-auth': kept until the session is renewed, never dropped;
 * - 5xx, 408, 429, a redirect, an opaque answer, or anything that is not JSON (captive portal) → 'keep';
 * - 409 with IDEMPOTENCY_IN_PROGRESS (the first attempt is still running server-side) → 'keep';
 * - any other 4xx JSON → 'refused': final, the page rolls back and tells the user why.
 */
import { ERROR_CATALOGUE } from '../../domain/errors';

export type ReplayVerdict = 'delivered' | 'refused' | 'keep' | 'retry-after-auth';

export interface ResponseFacts {
  status: number;
  contentType: string | null;
  redirected?: boolean;
  type?: ResponseType;
  /** Error code of a JSON body, when already parsed. */
  code?: string;
}

export function classifyResponse(facts: ResponseFacts): ReplayVerdict {
  const { status } = facts;
  if (facts.type === 'opaque' || facts.type === 'opaqueredirect' || facts.redirected) return 'keep';
  if (status === 0 || (status >= 300 && status < 400)) return 'keep';
  if (status === 401) return 'retry-after-auth';
  if (status >= 500 || status === 408 || status === 429) return 'keep';
  if (status === 204) return 'delivered';
  const json = /\bapplication\/(?:[\w.+-]+\+)?json\b/i.test(facts.contentType ?? '');
  if (!json) return 'keep';
  if (status === 409 && facts.code === 'IDEMPOTENCY_IN_PROGRESS') return 'keep';
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500) return 'refused';
  return 'keep';
}

/** Reads what classifyResponse needs from a real Response without consuming the caller's body. */
export async function responseFacts(response: Response): Promise<ResponseFacts & { body: unknown }> {
  const contentType = response.headers.get('content-type');
  let body: unknown;
  if (/json/i.test(contentType ?? '') && response.status !== 204) {
    try {
      body = await response.clone().json();
    } catch {
      // A body that claims JSON but is not: treat as a portal page (kept).
      return { status: response.status, contentType: 'text/plain', body: undefined };
    }
  }
  const code =
    body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
      ? (body as { code: string }).code
      : undefined;
  return {
    status: response.status,
    contentType,
    redirected: response.redirected,
    type: response.type,
    code,
    body,
  };
}

/**
 * A 429 is "not yet", never a verdict: the write is kept, and this is the reason to tell the user (the API's
 * pt-BR text, or the catalogue's when a proxy answered without one). Null for any other answer.
 */
export function waitingReason(facts: { status: number; body?: unknown }): string | null {
  if (facts.status !== 429) return null;
  const message =
    facts.body && typeof facts.body === 'object' ? (facts.body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== ''
    ? message
    : ERROR_CATALOGUE.RATE_LIMITED.message;
}

/** Header the worker adds when it answers for a request it queued (the page marks the row 'queued'). */
export const QUEUED_HEADER = 'X-Feira-Queued';
/**
 * Set with QUEUED_HEADER when the worker queued because the API could not be reached (no answer, or a page that
 * is not the API's): the page's connectivity then knows it is offline even while the browser says online.
 */
export const UNREACHABLE_HEADER = 'X-Feira-Unreachable';
/** Headers the page puts on every mutation so the worker can queue, tag and deduplicate it. */
export const MUTATION_ID_HEADER = 'X-Feira-Mutation';
export const MUTATION_USER_HEADER = 'X-Feira-User';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The version a queued edit changes, as `If-Match` (coupons, promotions and stores read it; products carry
 * it in the body too). Built here so the page and the worker's rebuilt entries send the same request.
 */
export function versionHeaders(row: { expectedVersion?: number }): Record<string, string> {
  return row.expectedVersion === undefined ? {} : { 'If-Match': `"${row.expectedVersion}"` };
}
