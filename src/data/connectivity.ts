/**
 * Whether the server can be reached, decided from what the network actually does — the one source of truth
 * for the connection indicator, the sync engine and the queue's replay.
 *
 * At a feira the phone often says "connected" while nothing gets through (one bar of signal, a captive
 * portal answering HTML, a Wi-Fi without internet), and Chromium reports `navigator.onLine === true` on a
 * page the service worker answered while the network was down. So `navigator.onLine` is only trusted when it
 * says "offline"; otherwise the verdict comes from real outcomes:
 * - offline after a request that failed at the network level, timed out, or got a non-JSON answer where the
 *   API was expected (a portal page);
 * - online again only after an answer that really came from the server (any JSON of the API). While offline a
 *   light probe of `/api/health` runs with backoff; the browser's `online` event only triggers a probe.
 */

export type Reachability = 'online' | 'offline';
export type FailureKind = 'network' | 'timeout' | 'not-json';

type Listener = (online: boolean) => void;

export interface ConnectivityDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** The browser's own flag; only its `false` is believed. */
  navigatorOnLine: () => boolean;
}

export const PROBE_URL = '/api/health';
/** First probe 1 s after going offline, doubling up to 15 s (the realtime socket's own cap, spec 000 §9). */
export const PROBE_BACKOFF = { initialMs: 1000, maxMs: 15_000 } as const;
const PROBE_TIMEOUT_MS = 8000;

const JSON_TYPE = /\bapplication\/(?:[\w.+-]+\+)?json\b/i;

/** Did this response come from Feira's API (and not from a portal or a proxy's error page)? */
export function isApiAnswer(response: Pick<Response, 'headers' | 'type'>): boolean {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') return false;
  return JSON_TYPE.test(response.headers.get('content-type') ?? '');
}

export class Connectivity {
  private state: Reachability = 'online';
  private readonly listeners = new Set<Listener>();
  private probeTimer: unknown = null;
  private probeDelay: number = PROBE_BACKOFF.initialMs;
  private probing = false;

  constructor(private readonly deps: ConnectivityDeps) {}

  /** Reachable as far as we know: the browser does not say offline and no real outcome said so. */
  isOnline(): boolean {
    return this.deps.navigatorOnLine() && this.state === 'online';
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** A request could not reach the API. */
  reportFailure(_kind: FailureKind): void {
    if (this.state === 'offline') return;
    this.state = 'offline';
    this.probeDelay = PROBE_BACKOFF.initialMs;
    this.scheduleProbe();
    this.emit();
  }

  /** An answer that really came from the server. */
  reportAnswer(): void {
    if (this.state === 'online') return;
    this.state = 'online';
    this.cancelProbe();
    this.emit();
  }

  /** Feeds any API response: JSON counts as the server, anything else as a failure. */
  reportResponse(response: Pick<Response, 'headers' | 'type' | 'status'>): void {
    if (response.status === 204 || response.status === 304 || isApiAnswer(response)) this.reportAnswer();
    else this.reportFailure('not-json');
  }

  /** The browser's `online`/`offline` events: `offline` is believed at once, `online` only starts a probe. */
  browserChanged(): void {
    if (!this.deps.navigatorOnLine()) {
      this.emit();
      return;
    }
    if (this.state === 'offline') void this.probe();
    else this.emit();
  }

  /** Asks the server now (also used on visibility); resolves with the verdict. */
  async probe(): Promise<boolean> {
    if (this.probing) return this.isOnline();
    this.probing = true;
    this.cancelProbe();
    let controller: AbortController | null = null;
    let timer: unknown = null;
    try {
      controller = new AbortController();
      const abort = controller;
      timer = this.deps.setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
      const response = await this.deps.fetch(PROBE_URL, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      // A 503 JSON from the API still proves the server is there (readiness is its own business).
      if (isApiAnswer(response)) this.reportAnswer();
      else this.stayOffline();
    } catch {
      this.stayOffline();
    } finally {
      if (timer !== null) this.deps.clearTimeout(timer);
      this.probing = false;
    }
    return this.isOnline();
  }

  private stayOffline(): void {
    if (this.state === 'online') {
      this.reportFailure('network');
      return;
    }
    this.probeDelay = Math.min(this.probeDelay * 2, PROBE_BACKOFF.maxMs);
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    this.cancelProbe();
    this.probeTimer = this.deps.setTimeout(() => {
      this.probeTimer = null;
      void this.probe();
    }, this.probeDelay);
  }

  private cancelProbe(): void {
    if (this.probeTimer !== null) this.deps.clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private emit(): void {
    const online = this.isOnline();
    for (const listener of this.listeners) listener(online);
  }
}

/** The page's one instance. */
export const connectivity = new Connectivity({
  fetch: (url, init) => fetch(url, init),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  navigatorOnLine: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
});

// Pages only: the service worker imports isApiAnswer from here and has no say in the page's verdict.
if ('document' in globalThis) {
  globalThis.addEventListener('online', () => connectivity.browserChanged());
  globalThis.addEventListener('offline', () => connectivity.browserChanged());
}

export function subscribeOnline(listener: Listener): () => void {
  return connectivity.subscribe(listener);
}

export const isOnline = (): boolean => connectivity.isOnline();
