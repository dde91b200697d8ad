/**
 * Whether card payments run in test mode (the yellow banner of spec 000 §1). Checked by hand against the
 * shape of domain/api/push.ts `paymentConfigSchema` rather than with zod: the banner is on the first route,
 * and zod there costs more than the whole first-route budget has left (tests/e2e/bundle-budget.spec.ts).
 */
import { STALE_TIME_MS } from '../domain/constants';
import { PAYMENT_CONFIG_PATH } from '../domain/first-screen';
import { messages } from '../domain/messages';
import { isTestModeAnswer } from '../domain/payment-mode';
import { requestJson } from './http';
import { queryCache } from './query-cache';

/**
 * Any answer other than `live` is test mode (spec 000 §9); a failed request shows no banner (no news is not a
 * test-mode warning) and is logged as spec 000 §8 says, 'Falha ao obter configuração', for whoever debugs
 * the page.
 */
export async function fetchPaymentTestMode(): Promise<boolean> {
  try {
    // Configuration is stale after 15 minutes (spec 000 §9).
    const data = await queryCache.read(PAYMENT_CONFIG_PATH, STALE_TIME_MS.config, async () => {
      return (await requestJson<unknown>(PAYMENT_CONFIG_PATH)).data;
    });
    return isTestModeAnswer(data);
  } catch (error) {
    console.error(messages.other.paymentConfigFailed, error);
    return false;
  }
}
