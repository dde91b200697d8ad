import { messages } from '../../src/domain/messages';
import { readLocal } from './fixtures/local-db';
import { DEMO_PASSWORD, registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitUntilHydrated } from './fixtures/test';

const f = messages.couponForm;
type Store = { id: number; name: string };
type Coupon = {
  id: number;
  code: string;
  isActive: boolean;
  description: string;
  discountAmount: number | null;
};

test('seller: creates a coupon, edits it through every §5 message, deactivates it and the shopper can no longer redeem it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signIn(page, 'vendedor@feira.dev');
  const [store] = await serverJson<Store[]>(page, '/api/seller/stores');
  expect(store).toBeDefined();
  const code = `FEIRA${Date.now().toString(36).slice(-5).toUpperCase()}`;

  await page.goto('/seller/coupons');
  await expect(page.getByRole('heading', { name: 'Meus cupons' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Criar cupom' }).first().click();
  await expect(page.getByRole('heading', { name: 'Criar cupom' })).toBeVisible();
  await page.getByLabel('Loja', { exact: true }).selectOption(String(store?.id));
  await page.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Descrição', { exact: true }).fill('10% em toda a barraca');
  await page.getByLabel('Porcentagem de desconto (%)', { exact: true }).fill('10');
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview).toContainText(code);
  await expect(preview).toContainText('10% OFF');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  const row = page.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Ativo');

  // The new coupon is queued and sent by the mutation engine: it is on the server once that send has answered.
  let created: Coupon | undefined;
  await expect
    .poll(async () => {
      created = (await serverJson<Coupon[]>(page, '/api/seller/coupons')).find((c) => c.code === code);
      return created;
    }, 'the code was sent uppercased')
    .toBeDefined();

  // A shopper (second context) sees it on the store page.
  const shopperEmail = await registerShopper(request, 'cupom');
  const shopperContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const shopper = await shopperContext.newPage();
  await signIn(shopper, shopperEmail, DEMO_PASSWORD);
  await shopper.goto(`/stores/${store?.id}`);
  await waitUntilHydrated(shopper);
  await expect(shopper.getByRole('button', { name: `Resgatar cupom ${code}` })).toBeVisible();
  // The shopper's device keeps its own copy of the store's coupons, which the deactivation must reach too.
  await expect.poll(() => readLocal(shopper, 'coupons', { get: created?.id ?? 0 })).toBeTruthy();

  // Edit: every validation message of spec 000 §5, once.
  await row.getByRole('link', { name: `Editar cupom ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Editar cupom ${code}` })).toBeVisible();
  await expect(page.getByLabel('Uso do cupom', { exact: true })).toContainText(f.unlimited);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  const save = page.getByRole('button', { name: f.save });
  const shows = async (texts: string[]) => {
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
  };
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // The schema judges the fields first, then the rules between them (discount, dates): four rounds.
  await field('Código').fill('');
  await field('Descrição').fill('');
  await field('Início').fill('');
  await field('Fim').fill('');
  await save.click();
  await shows([f.codeRequired, f.descriptionRequired, f.startRequired, f.endRequired]);
  await expectAccessible(page);
  await field('Código').fill('ab');
  await field('Descrição').fill('Desconto da feira');
  await field('Início').fill('2030-05-10T10:00');
  await field('Fim').fill('2030-05-09T10:00');
  await field('Porcentagem de desconto (%)').fill('150');
  await expect(page.getByText(f.percentageHintMax)).toBeVisible();
  await save.click();
  await shows([f.codeTooShort]);
  await field('Código').fill(code);
  await save.click();
  await shows([f.percentageTooHigh, f.endBeforeStart]);
  await field('Porcentagem de desconto (%)').fill('0');
  await expect(page.getByText(f.percentageHintMin)).toBeVisible();
  await save.click();
  await shows([f.percentageTooLow]);
  await page.getByRole('radio', { name: f.amountType }).check();
  await field('Valor do desconto (R$)').fill('0');
  await save.click();
  await shows([f.amountTooLow]);

  // A valid edit: amount discount, dates from now on, a limit.
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByLabel('Descrição', { exact: true }).fill('R$ 5 de desconto');
  await page.getByLabel('Valor do desconto (R$)', { exact: true }).fill('5');
  await page.getByLabel('Limite de uso', { exact: true }).fill('20');
  await page.getByLabel('Início', { exact: true }).fill('2020-01-01T08:00');
  await page.getByLabel('Fim', { exact: true }).fill('2099-12-31T18:00');
  await save.click();
  await expect(page.getByText(messages.sellerCoupon.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  // Saved on the phone at once; the queued edit reaches the server when its send answers.
  await expect
    .poll(() => serverJson<Coupon>(page, `/api/seller/coupons/${created?.id}`))
    .toMatchObject({
      description: 'R$ 5 de desconto',
      discountAmount: 5,
      discountPercentage: null,
      isActive: true,
    });

  // Deactivate (sends only isActive): the badge says so and the shopper's store page stops offering it.
  await page.goto(`/seller/coupons/${created?.id}/edit`);
  const toggle = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/api/seller/coupons/${created?.id}`),
  );
  await page.getByRole('button', { name: 'Desativar cupom' }).click();
  expect((await toggle).postDataJSON()).toEqual({ isActive: false });
  // The switch waits for the server's answer: enabled again, the server has the coupon inactive.
  await expect(page.getByRole('button', { name: 'Ativar cupom', exact: true })).toBeEnabled();
  await expect(page.locator('.page-header .status-badge')).toHaveText('Inativo');
  // The reloaded page is the server's at first, which never lists an inactive coupon: the check waits for
  // the page's own read of the store's coupons to replace the device's copy, where the coupon was active.
  const couponsRead = shopper.waitForResponse(
    (r) => r.url().endsWith(`/api/stores/${store?.id}/coupons`) && r.request().method() === 'GET',
  );
  await shopper.reload();
  await expect(shopper.getByRole('heading', { name: store?.name })).toBeVisible();
  expect((await couponsRead).status()).toBe(200);
  await expect.poll(() => readLocal(shopper, 'coupons', { get: created?.id ?? 0 })).toBeUndefined();
  await expect(shopper.getByRole('button', { name: `Resgatar cupom ${code}` })).toHaveCount(0);
  await shopperContext.close();

  // Delete with the spec's question.
  await page.getByRole('button', { name: 'Excluir cupom' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(messages.sellerCoupon.deleteConfirm(code));
  // The list is read again after the deletion (the device's saved list still holds the coupon); the absence
  // is checked once that read is in and the list shows the seller's other coupons.
  const listRead = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/seller/coupons' && r.request().method() === 'GET',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(messages.sellerCoupon.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  expect((await listRead).status()).toBe(200);
  const list = page.getByRole('list', { name: 'Cupons' });
  await expect(list.getByRole('link', { name: /^Editar cupom / }).first()).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
});
