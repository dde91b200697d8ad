import {
  canShowInstallPrompt,
  type InstallCooldownRecord,
  installCooldownFor,
  isInstallBannerHidden,
  parseCooldownRecord,
} from '../../../../domain/install-banner';

/** localStorage keys of spec 000 §3. */
export const DISMISSED_KEY = 'pwa-banner-dismissed';
export const COOLDOWN_KEY = 'pwa-install-cooldown';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the banner simply shows again later.
  }
}

export function readDismissedAt(): number | null {
  const value = Number(read(DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const readCooldown = (): InstallCooldownRecord => parseCooldownRecord(read(COOLDOWN_KEY));
export const writeCooldown = (record: InstallCooldownRecord) => write(COOLDOWN_KEY, JSON.stringify(record));
export const writeDismissedAt = (now: number) => write(DISMISSED_KEY, String(now));

/** Screen context for the cooldown history: the first path segment ("/products/12" → "products"). */
export function installContext(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
}

/**
 * All §4/§9 rules at once: installed, dismissed within 3 days, and the cooldown record under the
 * configuration that applies to who is signed in (`installCooldownFor`: the alternate for a seller).
 */
export function shouldShowInstallBanner(input: {
  installed: boolean;
  hasPrompt: boolean;
  dismissedAt: number | null;
  record: InstallCooldownRecord;
  context: string;
  now: number;
  user: { isSeller: boolean } | null;
}): boolean {
  if (!input.hasPrompt) return false;
  if (isInstallBannerHidden({ installed: input.installed, dismissedAt: input.dismissedAt }, input.now)) {
    return false;
  }
  return canShowInstallPrompt(input.record, input.context, input.now, installCooldownFor(input.user)).allowed;
}
