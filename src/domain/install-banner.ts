import {
  INSTALL_BANNER,
  INSTALL_COOLDOWN_ALTERNATE,
  INSTALL_COOLDOWN_DEFAULT,
  type InstallCooldownConfig,
} from './constants';
import { saoPauloDayKey } from './format';

/** The record kept under localStorage 'pwa-install-cooldown'; times are epoch milliseconds. */
export interface InstallCooldownRecord {
  showCount: number;
  lastShowDate: string | null;
  lastShown: number | null;
  lastDismissed: number | null;
  contextHistory: { context: string; timestamp: number }[];
}

/*
 * Checked by hand, not with a zod schema: the banner's code loads on a shopper's first visit (when the browser
 * offers the install), and zod's runtime would be its largest part, evaluated inside that visit's start-up.
 */
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isCooldownRecord(value: unknown): value is InstallCooldownRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    Number.isInteger(r.showCount) &&
    (r.showCount as number) >= 0 &&
    (r.lastShowDate === null || typeof r.lastShowDate === 'string') &&
    isNumberOrNull(r.lastShown) &&
    isNumberOrNull(r.lastDismissed) &&
    Array.isArray(r.contextHistory) &&
    r.contextHistory.length <= INSTALL_BANNER.contextHistoryMax &&
    r.contextHistory.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>).context === 'string' &&
        typeof (entry as Record<string, unknown>).timestamp === 'number',
    )
  );
}

export const EMPTY_COOLDOWN_RECORD: InstallCooldownRecord = {
  showCount: 0,
  lastShowDate: null,
  lastShown: null,
  lastDismissed: null,
  contextHistory: [],
};

/** Corrupt or missing storage must never break the page: it reads as a fresh record. */
export function parseCooldownRecord(raw: string | null): InstallCooldownRecord {
  if (!raw) return EMPTY_COOLDOWN_RECORD;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCooldownRecord(parsed) ? parsed : EMPTY_COOLDOWN_RECORD;
  } catch {
    return EMPTY_COOLDOWN_RECORD;
  }
}

/** 'pwa-banner-dismissed': hidden when installed, and for 3 days after a dismissal. */
export function isInstallBannerHidden(
  state: { installed: boolean; dismissedAt: number | null },
  now: number,
): boolean {
  if (state.installed) return true;
  return state.dismissedAt !== null && now - state.dismissedAt < INSTALL_BANNER.dismissalMs;
}

export type CanShowReason =
  | 'ok'
  | 'dismissed-recently'
  | 'shown-recently'
  | 'daily-limit'
  | 'same-context-recently';

/**
 * Which of spec 000 §9's two cooldowns applies: the alternate, more insistent one for a signed-in seller, the
 * defaults for everyone else. A seller's queued sales, edits and photos live in the browser's storage, which
 * an installed app keeps (Chromium grants it persistence; Safari clears a site's storage after days unused
 * unless it is on the home screen), and a seller opens the app every market day. The alternate's 3 days after
 * a dismissal is also the banner's own 3 days of §4.
 */
export function installCooldownFor(user: { isSeller: boolean } | null): InstallCooldownConfig {
  return user?.isSeller ? INSTALL_COOLDOWN_ALTERNATE : INSTALL_COOLDOWN_DEFAULT;
}

export function canShowInstallPrompt(
  record: InstallCooldownRecord,
  context: string,
  now: number,
  config: InstallCooldownConfig = INSTALL_COOLDOWN_DEFAULT,
): { allowed: boolean; reason: CanShowReason } {
  const deny = (reason: CanShowReason) => ({ allowed: false, reason });
  if (record.lastDismissed !== null && now - record.lastDismissed < config.dismissedCooldownMs) {
    return deny('dismissed-recently');
  }
  if (record.lastShown !== null && now - record.lastShown < config.shownCooldownMs)
    return deny('shown-recently');
  if (record.lastShowDate === saoPauloDayKey(now) && record.showCount >= config.maxShowsPerDay) {
    return deny('daily-limit');
  }
  if (
    record.contextHistory.some(
      (h) => h.context === context && now - h.timestamp < config.sameContextCooldownMs,
    )
  ) {
    return deny('same-context-recently');
  }
  return { allowed: true, reason: 'ok' };
}

/** showCount counts shows of the current São Paulo day; history keeps the last 10 contexts. */
export function recordInstallPromptShown(
  record: InstallCooldownRecord,
  context: string,
  now: number,
): InstallCooldownRecord {
  const today = saoPauloDayKey(now);
  return {
    ...record,
    showCount: record.lastShowDate === today ? record.showCount + 1 : 1,
    lastShowDate: today,
    lastShown: now,
    contextHistory: [...record.contextHistory, { context, timestamp: now }].slice(
      -INSTALL_BANNER.contextHistoryMax,
    ),
  };
}

export function recordInstallPromptDismissed(
  record: InstallCooldownRecord,
  now: number,
): InstallCooldownRecord {
  return { ...record, lastDismissed: now };
}
