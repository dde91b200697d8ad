/**
 * A demo seller subscribes on the local test-mode provider. The declined card (4000 0000 0000 0002)
 * shows the provider's error and leaves the plan as it was; 4242 4242 4242 4242 pays, the callback reads the
 * webhook's verdict and the subscription screen shows the new plan. The server (GET /api/seller/subscription)
 * is the oracle for "the plan did not change".
 */
import { billingMessages, PLANS, testCheckoutMessages } from '../../src/domain/billing';
import { formatBRL } from '../../src/domain/format';
import { serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

type View = { plan: { id: string }; source: string; stores: { storeId: number; storeName: string }[] };

test('seller: a declined card changes nothing, 4242… subscribes to Feira+ and the screen shows it', async ({
  page,
}) => {
  const plus = PLANS['feira-plus'];
  await signIn(page, 'vendedora@feira.dev');
  await page.goto('/seller/subscription');
  const current = page.getByRole('region', { name: 'Plano atual' });
  await expect(current).toContainText(PLANS.feira.name);
  await expect(current).toContainText('Em período de teste');
  await expect(page.getByRole('table').first()).toContainText('Produtos');
  await expectAccessible(page);

  const pay = async (card: string) => {
    await page.getByRole('button', { name: `Assinar ${plus.name}` }).click();
    await expect(page).toHaveURL(/\/api\/test-checkout\//);
    await page.getByLabel(testCheckoutMessages.cardNumber).fill(card);
    await page.getByLabel(testCheckoutMessages.expiry).fill('12/34');
    await page.getByLabel(testCheckoutMessages.cvc).fill('123');
    await page.getByLabel(testCheckoutMessages.name).fill('Vendedora Teste');
    await page.getByRole('button', { name: testCheckoutMessages.pay, exact: true }).click();
  };

  // Declined: the provider's own message, then back to Feira with the plan unchanged.
  await pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(testCheckoutMessages.cardDeclined);
  await page.getByRole('button', { name: testCheckoutMessages.cancel }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?session_id=/);
  const result = page.getByRole('status').filter({ hasText: 'Pagamento' });
  await expect(result.getByRole('heading')).toHaveText('Pagamento não concluído');
  expect(await serverJson<View>(page, '/api/seller/subscription')).toMatchObject({
    plan: { id: 'feira' },
    source: 'trial',
  });
  await page.getByRole('link', { name: 'Voltar aos planos' }).click();
  await expect(current).toContainText('Em período de teste');

  // Approved: the callback shows success once the verified webhook applied it.
  await pay('4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/callback\?session_id=/);
  await expect(result.getByRole('heading')).toHaveText('Pagamento aprovado');
  await expect(result).toContainText(billingMessages.result.success('feira-plus'));
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ver minha assinatura' }).click();
  await expect(current).toContainText(plus.name);
  await expect(current).toContainText('Ativa');
  await expect(page.getByRole('table', { name: 'Faturas' })).toContainText(formatBRL(plus.priceMonthly));
  await expect(page.getByRole('table', { name: 'Faturas' })).toContainText('Paga');
  expect(await serverJson<View>(page, '/api/seller/subscription')).toMatchObject({
    plan: { id: 'feira-plus' },
    source: 'subscription',
  });

  // One store's page: the owner's plan, that store's usage only.
  const { stores } = await serverJson<View>(page, '/api/seller/subscription');
  expect(stores.length).toBeGreaterThan(1);
  const [store] = stores;
  await page.goto(`/seller/stores/${store?.storeId}/subscription`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assinatura da loja');
  await expect(current).toContainText(plus.name);
  await expect(page.locator('.usage__table caption')).toHaveText([store?.storeName ?? '']);
  await page.goto('/seller/subscription');

  // Cancel at period end (the plan stays until then), then resume; both through the provider's webhook.
  await page.getByRole('button', { name: 'Cancelar no fim do período' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar a assinatura?' });
  await dialog.getByRole('button', { name: 'Cancelar no fim do período' }).click();
  await expect(current).toContainText('Cancelamento agendado');
  await expect(current).toContainText(plus.name);
  await page.getByRole('button', { name: 'Retomar assinatura' }).click();
  await expect(current).toContainText('Próxima renovação');
  expect(
    await serverJson<View & { cancelAtPeriodEnd: boolean }>(page, '/api/seller/subscription'),
  ).toMatchObject({
    plan: { id: 'feira-plus' },
    cancelAtPeriodEnd: false,
  });
});
