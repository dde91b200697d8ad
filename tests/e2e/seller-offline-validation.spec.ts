import { readLocal } from './fixtures/local-db';
import { apiBearer, shopperBearer, signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type SellerCoupon = {
  id: number;
  code: string;
  isActive: boolean;
  startTime: string;
  endTime: string;
  maxUsageCount: number | null;
  usageCount: number;
};

test('seller: codes validated offline are accepted once, confirmed later, and a code used on another device comes back as a conflict', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  // The seller's other device (a second phone at the stall) works straight against the API.
  const sellerAuth = await apiBearer(api, 'vendedor@feira.dev');
  const coupons = (await (
    await api.get('/api/seller/coupons', { headers: sellerAuth })
  ).json()) as SellerCoupon[];
  const now = Date.now();
  const coupon = coupons.find(
    (c) =>
      c.isActive &&
      Date.parse(c.startTime) <= now &&
      Date.parse(c.endTime) > now &&
      (c.maxUsageCount === null || c.usageCount + 2 <= c.maxUsageCount),
  );
  expect(coupon, 'an open coupon of vendedor@feira.dev').toBeDefined();

  // Two shoppers redeem it: two outstanding validation codes.
  const codes: string[] = [];
  for (const name of ['Ana', 'Bruno']) {
    const shopper = await shopperBearer(api, `validar-${name.toLowerCase()}`);
    const redeemed = await api.post(`/api/coupons/${coupon?.id}/redeem`, {
      headers: shopper,
      data: { customerName: `${name} Feirante` },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(201);
    codes.push((await redeemed.json()).redemption.validationCode);
  }
  const [mine, theirs] = codes as [string, string];

  await signIn(page, 'vendedor@feira.dev');
  await page.goto('/seller/coupons/validate');
  await waitForServiceWorkerControl(page);
  await expect
    .poll(() => readLocal<string[]>(page, 'redemptionCodes', 'getAllKeys').then((keys) => keys.map(String)), {
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining(codes));

  await context.setOffline(true);
  const validate = async (code: string) => {
    await page.getByLabel('Código de validação').fill(code);
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
  };
  const result = page.getByRole('region', { name: 'Cupom validado!' });
  await validate(mine);
  await expect(result.getByRole('status')).toHaveText(
    'Validado offline — será confirmado quando a conexão voltar',
  );
  await expect(result).toContainText('Ana Feirante');
  await page.getByRole('button', { name: 'Validar Novo Cupom' }).click();

  // The same code twice on this device: refused locally, even offline.
  await validate(mine);
  await expect(page.getByRole('alert').filter({ hasText: 'Código inválido ou já utilizado' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar erro' }).click();

  // Meanwhile the other phone validates Bruno's code online; this device cannot know yet.
  const elsewhere = await api.post('/api/seller/coupons/validate-redemption', {
    headers: { ...sellerAuth, 'Idempotency-Key': crypto.randomUUID() },
    data: { validationCode: theirs },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await validate(theirs);
  await expect(result.getByRole('status')).toHaveText(
    'Validado offline — será confirmado quando a conexão voltar',
  );
  await expect(result).toContainText('Bruno Feirante');
  await page.getByRole('button', { name: 'Validar Novo Cupom' }).click();

  const outcome = (code: string) => page.locator('.offline-validations li').filter({ hasText: code });
  await expect(outcome(mine)).toContainText('aguardando conexão');
  await expect(outcome(theirs)).toContainText('aguardando conexão');

  await context.setOffline(false);
  await expect(outcome(mine)).toContainText('Confirmado pelo servidor', { timeout: 30_000 });
  await expect(outcome(theirs)).toContainText('Conflito: já utilizado em outro aparelho', {
    timeout: 30_000,
  });

  // The server holds the offline validation: the code cannot be used again anywhere.
  const again = await api.post('/api/seller/coupons/validate-redemption', {
    headers: { ...sellerAuth, 'Idempotency-Key': crypto.randomUUID() },
    data: { validationCode: mine },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect((await again.json()).message).toBe('Código inválido ou já utilizado');
  await api.dispose();
});
