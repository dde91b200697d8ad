import { requestJson } from '../../../../data/http';

export interface PwaAnalyticsEnvironment {
  userAgent: string;
  standalone: boolean;
  sessionId: string;
  now: number;
}

/** Coarse platform and browser names: enough to compare install rates, not a fingerprint. */
export function describeAgent(userAgent: string): { platform: string; browser: string } {
  const platform = /android/i.test(userAgent)
    ? 'android'
    : /iphone|ipad|ipod/i.test(userAgent)
      ? 'ios'
      : /windows/i.test(userAgent)
        ? 'windows'
        : /mac os/i.test(userAgent)
          ? 'macos'
          : /linux/i.test(userAgent)
            ? 'linux'
            : 'other';
  const browser = /edg\//i.test(userAgent)
    ? 'edge'
    : /samsungbrowser/i.test(userAgent)
      ? 'samsung'
      : /firefox|fxios/i.test(userAgent)
        ? 'firefox'
        : /chrome|crios|chromium/i.test(userAgent)
          ? 'chrome'
          : /safari/i.test(userAgent)
            ? 'safari'
            : 'other';
  return { platform, browser };
}

/** Body of POST /api/analytics/pwa (spec 000 §7). */
export function buildPwaEvent(
  event: string,
  env: PwaAnalyticsEnvironment,
  extras: Record<string, string | number | boolean> = {},
) {
  return {
    event,
    timestamp: new Date(env.now).toISOString(),
    ...describeAgent(env.userAgent),
    displayMode: env.standalone ? 'standalone' : 'browser',
    userAgent: env.userAgent,
    sessionId: env.sessionId,
    ...extras,
  };
}

function sessionId(): string {
  try {
    const existing = sessionStorage.getItem('pwa-session-id');
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem('pwa-session-id', id);
    return id;
  } catch {
    return 'sem-sessao';
  }
}

/** Fire-and-forget: analytics must never block or break the banner. */
export function trackPwaEvent(event: string, extras: Record<string, string | number | boolean> = {}): void {
  const body = buildPwaEvent(
    event,
    {
      userAgent: navigator.userAgent,
      standalone: window.matchMedia?.('(display-mode: standalone)').matches === true,
      sessionId: sessionId(),
      now: Date.now(),
    },
    extras,
  );
  void requestJson('/api/analytics/pwa', { method: 'POST', body, timeoutMs: 10_000 }).catch(() => undefined);
}
