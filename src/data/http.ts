/**
 * The one way the page talks to /api: JSON (or an upload's form data) in, JSON out, the session in its
 * HttpOnly cookie (never a token a script could read: docs/accounts-and-security.md), a 30 s timeout, the
 * retry policy of
 * src/domain/request-policy.ts for idempotent requests, and errors turned into ApiError with the pt-BR
 * texts of spec 000 §8 so any caller can show `error.message`. Every outcome also tells `connectivity` whether
 * the server was really reached.
 */

import { messages } from '../domain/messages';
import { nextRetryDelay, REQUEST_POLICY, type RequestFailure } from '../domain/request-policy';
import { connectivity } from './connectivity';
import { untilTakenOver } from './service-worker';

export const REQUEST_TIMEOUT_MS = REQUEST_POLICY.timeoutMs;
const texts = messages.request;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
    /** An HTML page answered where the API's JSON was expected (captive portal, proxy error page). */
    readonly notApi = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A verdict from the API itself (4xx other than 401/408/429): retrying cannot change it. */
  get isFinal(): boolean {
    return this.status >= 400 && this.status < 500 && ![401, 408, 429].includes(this.status);
  }

  /** No answer at all (network down, timeout, CORS): the request may be retried or queued. */
  get isNetwork(): boolean {
    return this.code === 'NETWORK_ERROR' || this.code === 'TIMEOUT' || this.code === 'CORS_ERROR';
  }

  /** The API was not reached: no answer, or a page that is not the API's (captive portal, proxy error). */
  get isUnreachable(): boolean {
    return this.isNetwork || this.notApi;
  }
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON; a FormData (an upload) is sent as it is, with the browser's multipart boundary. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Extra attempts after the first for GET/HEAD (default from REQUEST_POLICY). Writes are never retried
   * here: they go through the mutation queue with an Idempotency-Key instead.
   */
  retries?: number;
  /** Injected by tests (fake timers); defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

export interface JsonResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<JsonResponse<T>> {
  // An accepted update is taking over: a request now could keep the old worker alive (service-worker.ts).
  const takingOver = untilTakenOver();
  if (takingOver) await takingOver;
  const method = (options.method ?? 'GET').toUpperCase();
  const idempotent = method === 'GET' || method === 'HEAD';
  const retries = idempotent ? (options.retries ?? REQUEST_POLICY.maxAttempts - 1) : 0;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await requestOnce<T>(path, method, options);
    } catch (error) {
      if (!(error instanceof ApiError) || attempt > retries || options.signal?.aborted) throw error;
      const delay = nextRetryDelay(failureOf(error), attempt);
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}

function failureOf(error: ApiError): RequestFailure {
  if (error.code === 'TIMEOUT') return { kind: 'timeout' };
  if (error.status === 0) return { kind: 'network' };
  return { kind: 'http', status: error.status };
}

async function requestOnce<T>(
  path: string,
  method: string,
  options: RequestOptions,
): Promise<JsonResponse<T>> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      connectivity.reportFailure('timeout');
      throw new ApiError(texts.timeout(timeoutMs), 408, 'TIMEOUT');
    }
    // The caller's own abort (navigation, unmount) says nothing about the network.
    if (!options.signal?.aborted) connectivity.reportFailure('network');
    throw new ApiError(texts.network, 0, 'NETWORK_ERROR', error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  connectivity.reportResponse(response);
  return parseResponse<T>(response);
}

/** Turns any response into data or an ApiError with the §8 texts; shared with the mutation sender. */
export async function parseResponse<T>(response: Response): Promise<JsonResponse<T>> {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') {
    throw new ApiError(texts.cors, 0, 'CORS_ERROR');
  }
  if (response.status === 304 || response.status === 204) {
    return { data: undefined as T, status: response.status, headers: response.headers };
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    const status = response.status;
    throw new ApiError(texts.htmlInsteadOfJson(status), status, `HTTP_${status}`, undefined, true);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (!response.ok) {
      throw new ApiError(
        texts.statusWithText(response.status, response.statusText),
        response.status,
        `HTTP_${response.status}`,
      );
    }
    throw new ApiError(texts.invalidJson, response.status, 'INVALID_JSON');
  }
  if (!response.ok) throw errorFromBody(response.status, response.statusText, body);
  return { data: body as T, status: response.status, headers: response.headers };
}

/** Server message, else `error`, else 'status: statusText' (spec 000 §8). */
export function errorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const record = (body ?? {}) as { message?: unknown; error?: unknown; code?: unknown; details?: unknown };
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : typeof record.error === 'string' && record.error !== ''
        ? record.error
        : texts.statusWithText(status, statusText);
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`;
  return new ApiError(message, status, code, record.details);
}

/** Where releases before the HttpOnly-only session kept a copy of the token (spec 000 §7's `authToken`). */
const LEGACY_TOKEN_KEY = 'authToken';

/** Start-up: a device that kept a session token in localStorage from an older release forgets it. */
export function forgetLegacyAuthToken(): void {
  try {
    globalThis.localStorage?.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}
