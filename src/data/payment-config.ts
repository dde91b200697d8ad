/**
 * Whether card payments run in test mode (the yellow banner of spec 000 §1). Checked by hand against the
 * shape of domain/api/push.ts `paymentConfigSchema` rather than with zod: the banner is on the first route,
 * and zod there costs more than the whole first-route budget has left (tests/e2e/bundle-budget.spec.ts).
 */
import { PAYMENT_CONFIG_PATH } from '../domain/first-screen';
import { requestJson } from './http';

/** A failing or odd answer reads as "live": no news is not a test-mode warning. */
export async function fetchPaymentTestMode(): Promise<boolean> {
  try {
    const { data } = await requestJson<unknown>(PAYMENT_CONFIG_PATH);
    const mode = data && typeof data === 'object' ? (data as { mode?: unknown }).mode : undefined;
    return mode === 'test';
  } catch {
    return false;
  }
}
