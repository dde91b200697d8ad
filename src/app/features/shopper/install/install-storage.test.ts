import { describe, expect, it } from 'vitest';
import {
  EMPTY_COOLDOWN_RECORD,
  recordInstallPromptDismissed,
  recordInstallPromptShown,
} from '../../../../domain/install-banner';
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
  user: null,
};
const HOUR = 3_600_000;

describe('install banner decision', () => {
  it('shows only with a prompt, not installed, not dismissed in the last 3 days, within the cooldowns', () => {
    expect(shouldShowInstallBanner(base)).toBe(true);
    expect(shouldShowInstallBanner({ ...base, hasPrompt: false })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, installed: true })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, dismissedAt: base.now - 2 * DAY })).toBe(false);
    const shown = recordInstallPromptShown(EMPTY_COOLDOWN_RECORD, 'home', base.now - 3_600_000);
    expect(shouldShowInstallBanner({ ...base, record: shown })).toBe(false);
  });

  it('a signed-in seller gets the alternate cooldown (3 days, 12 h, 3 a day, 2 h); a shopper the defaults', () => {
    const seller = { ...base, user: { isSeller: true } };
    const shopper = { ...base, user: { isSeller: false } };
    // Shown 13 h ago in another context: past the alternate's 12 h, inside the defaults' 24 h.
    const shown13h = recordInstallPromptShown(EMPTY_COOLDOWN_RECORD, 'stores', base.now - 13 * HOUR);
    expect(shouldShowInstallBanner({ ...seller, record: shown13h })).toBe(true);
    expect(shouldShowInstallBanner({ ...shopper, record: shown13h })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, record: shown13h })).toBe(false);
    // Dismissed 4 days ago: past the alternate's 3 days (and the banner's own), inside the defaults' 7.
    const dismissed = recordInstallPromptDismissed(EMPTY_COOLDOWN_RECORD, base.now - 4 * DAY);
    const dismissedAt = base.now - 4 * DAY;
    expect(shouldShowInstallBanner({ ...seller, record: dismissed, dismissedAt })).toBe(true);
    expect(shouldShowInstallBanner({ ...shopper, record: dismissed, dismissedAt })).toBe(false);
    // The third show of a São Paulo day: allowed under the alternate's 3, refused under the defaults' 2.
    let twice = recordInstallPromptShown(EMPTY_COOLDOWN_RECORD, 'a', base.now - 14 * HOUR + 2 * DAY);
    twice = recordInstallPromptShown(twice, 'b', base.now - 13 * HOUR + 2 * DAY);
    const later = { now: base.now + 2 * DAY, record: twice };
    expect(twice.showCount).toBe(2);
    expect(shouldShowInstallBanner({ ...seller, ...later })).toBe(true);
    expect(shouldShowInstallBanner({ ...shopper, ...later, record: { ...twice, lastShown: null } })).toBe(
      false,
    );
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
