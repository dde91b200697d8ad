/**
 * A server with no payment provider (production without Stripe keys, PAYMENTS_TEST_MODE off): the seller's
 * subscription screen says so in Portuguese and offers no button that would fail, and no test-mode banner
 * suggests a card could be typed.
 */
import { billingMessages, PLANS } from '../../src/domain/billing';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, testWithServer } from './fixtures/test';

const test = testWithServer({ PAYMENTS_TEST_MODE: 'false' });

test('seller: without a payment provider the plans say payments are unavailable, with no button to fail', async ({
  page,
}) => {
  await signIn(page, 'vendedor@feira.dev');
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stripe/config');
  await page.goto('/seller/subscription');
  expect(await (await config).json()).toEqual({ mode: 'unavailable' });
  const plans = page.getByRole('region', { name: 'Planos' });
  await expect(plans.getByText(billingMessages.paymentsUnavailable)).toBeVisible();
  await expect(
    plans.getByRole('listitem').filter({ hasText: PLANS['feira-plus'].name }).first(),
  ).toBeVisible();
  await expect(plans.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Modo de teste')).toHaveCount(0);
  await expectAccessible(page);
});
