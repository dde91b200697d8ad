import { describe, expect, it } from 'vitest';
import { EMPTY_COOLDOWN_RECORD, recordInstallPromptShown } from '../../../../domain/install-banner';
import { buildPwaEvent, describeAgent } from '../data';
import { installContext, shouldShowInstallBanner } from './install-storage';

const DAY = 86_400_000;
const base = {
  installed: false,
  hasPrompt: true,
  dismissedAt: null,
  record: EMPTY_COOLDOWN_RECORD,
  context: 'home',
  now: 10 * DAY,
};

describe('install banner decision', () => {
  it('shows only with a prompt, not installed, not dismissed in the last 3 days, within the cooldowns', () => {
    expect(shouldShowInstallBanner(base)).toBe(true);
    expect(shouldShowInstallBanner({ ...base, hasPrompt: false })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, installed: true })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, dismissedAt: base.now - 2 * DAY })).toBe(false);
    const shown = recordInstallPromptShown(EMPTY_COOLDOWN_RECORD, 'home', base.now - 3_600_000);
    expect(shouldShowInstallBanner({ ...base, record: shown })).toBe(false);
  });

  it('uses the first path segment as the context', () => {
    expect(installContext('/')).toBe('home');
    expect(installContext('/products/12')).toBe('products');
  });
});

describe('PWA analytics payload', () => {
  it('carries the fields of spec 000 §7 with coarse platform and browser', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    expect(describeAgent(ua)).toEqual({ platform: 'android', browser: 'chrome' });
    expect(
      buildPwaEvent(
        'banner_shown',
        { userAgent: ua, standalone: false, sessionId: 's1', now: 0 },
        { context: 'home' },
      ),
    ).toEqual({
      event: 'banner_shown',
      timestamp: '1970-01-01T00:00:00.000Z',
      platform: 'android',
      browser: 'chrome',
      displayMode: 'browser',
      userAgent: ua,
      sessionId: 's1',
      context: 'home',
    });
  });
});
