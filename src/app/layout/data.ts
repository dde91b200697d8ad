/**
 * The app shell's data module (header, banners, connection line): hooks and commands over src/data, so the
 * layout's components (.tsx) never import the data layer themselves.
 */
import { db } from '../../data/db';
import { fetchPaymentTestMode } from '../../data/payment-config';
import { FLASH_COUNT_COLLECTION } from '../../data/sync/collections';
import { PAYMENT_CONFIG_PATH } from '../../domain/first-screen';
import { isTestModeAnswer } from '../../domain/payment-mode';
import { useLiveRead } from '../reads/live-read';
import { useOnlineRead } from '../reads/online-read';

export { acceptUpdate, onUpdateWaiting } from '../../data/service-worker';

/** How many of this device's writes wait to be sent (every user's: parked ones wait too). */
export function usePendingCount(): number {
  return useLiveRead(() => db.pendingMutations.count(), []) ?? 0;
}

/** Flash promotions running now, as /api/promotions/flash/count last said (0 until it has answered). */
export function useFlashCount(): number {
  return useLiveRead(async () => (await db.syncState.get(FLASH_COUNT_COLLECTION))?.count ?? 0, []) ?? 0;
}

/**
 * Whether the card payment provider is in test mode. A server-rendered page already knows (its first data),
 * so the banner is there from the first paint and its first screen spends no request on it; only an
 * app-shell page asks, once: the mode does not change while the page is open. A failed ask is not test mode.
 */
export function usePaymentTestMode(): boolean {
  const read = useOnlineRead('payment-mode', fetchPaymentTestMode, {
    first: (answer) => {
      const first = answer<{ mode?: unknown }>(PAYMENT_CONFIG_PATH);
      return first === undefined ? undefined : isTestModeAnswer(first);
    },
  });
  return read.data === true;
}
