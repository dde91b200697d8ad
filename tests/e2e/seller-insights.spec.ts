import { readFile } from 'node:fs/promises';
import { periodRange } from '../../src/domain/analytics';
import { DEMO_PASSWORD, registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitUntilHydrated } from './fixtures/test';

type Store = { id: number; name: string };
type Coupon = {
  id: number;
  code: string;
  storeId: number;
  isActive: boolean;
  startTime: string;
  endTime: string;
  maxUsageCount: number | null;
  usageCount: number;
};
type Report = { totals: { couponRedemptions: number; storeViews: number; productViews: number } };

test('seller: a shopper redeems, the seller validates, contacts and the CSV list the customer, analytics count it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signIn(page, 'vendedor@feira.dev');
  const stores = await serverJson<Store[]>(page, '/api/seller/stores');
  const now = Date.now();
  const coupon = (await serverJson<Coupon[]>(page, '/api/seller/coupons')).find(
    (c) =>
      c.isActive &&
      Date.parse(c.startTime) <= now &&
      Date.parse(c.endTime) > now &&
      (c.maxUsageCount === null || c.usageCount < c.maxUsageCount),
  );
  expect(coupon, 'an open coupon of vendedor@feira.dev').toBeDefined();
  const store = stores.find((s) => s.id === coupon?.storeId);
  const { from, to } = periodRange(7);
  const reportPath = `/api/seller/stores/${store?.id}/analytics?from=${from}&to=${to}`;
  const before = await serverJson<Report>(page, reportPath);

  // The shopper visits the store and redeems the coupon from its page.
  const name = `Cliente Relatório ${now.toString(36)}`;
  const shopperContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const shopper = await shopperContext.newPage();
  const email = await registerShopper(request, 'relatorio');
  await signIn(shopper, email, DEMO_PASSWORD);
  await shopper.goto(`/stores/${store?.id}`);
  await waitUntilHydrated(shopper);
  await shopper.getByRole('button', { name: `Resgatar cupom ${coupon?.code}` }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Resgatar cupom' });
  await dialog.getByLabel('Seu nome (opcional)').fill(name);
  await dialog.getByLabel('Telefone (opcional)').fill('11987654321');
  await dialog.getByRole('button', { name: 'Resgatar cupom' }).click();
  const codeText = await dialog.locator('.coupon-success__code').textContent();
  const validationCode = /([A-Z0-9]{10})/.exec(codeText ?? '')?.[1];
  expect(validationCode).toBeDefined();
  await shopperContext.close();

  // The seller validates it and follows the link back to the coupon.
  await page.goto('/seller/coupons/validate');
  await page.getByLabel('Código de validação').fill(validationCode ?? '');
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await page.getByRole('link', { name: `Ver cupom ${coupon?.code}` }).click();
  await expect(page.getByRole('heading', { name: `Editar cupom ${coupon?.code}` })).toBeVisible();
  // The uses themselves, one more than before the redemption (the summary's other figures, the limit and
  // what remains, may hold the same digits).
  const uses = page
    .getByLabel('Uso do cupom')
    .locator('div')
    .filter({ has: page.getByText('Usos', { exact: true }) })
    .locator('dd');
  await expect(uses).toHaveText(String((coupon?.usageCount ?? 0) + 1));

  // Contacts: the customer, searchable, with call and WhatsApp links; the CSV has the row.
  await page.goto('/seller/contacts');
  await page.getByLabel('Buscar contato').fill(name.toUpperCase());
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('1 cupom resgatado');
  await expect(row.getByRole('link', { name: `WhatsApp de ${name}` })).toHaveAttribute(
    'href',
    'https://wa.me/5511987654321',
  );
  await expect(row.getByRole('link', { name: `Ligar para ${name}` })).toHaveAttribute(
    'href',
    'tel:+5511987654321',
  );
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFNome;Telefone;E-mail;Reservas;Cupons resgatados;Último contato');
  expect(csv).toMatch(
    new RegExp(`\r\n${name};11987654321;${email};0;1;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\r\n`),
  );

  // Analytics: the store view and the redemption just made, as the API counts them.
  const after = await serverJson<Report>(page, reportPath);
  expect(after.totals.couponRedemptions).toBe(before.totals.couponRedemptions + 1);
  expect(after.totals.storeViews).toBeGreaterThan(before.totals.storeViews);
  await page.goto(`/seller/stores/${store?.id}/analytics`);
  await page.getByRole('button', { name: '7 dias' }).click();
  const totals = page.getByLabel('Totais do período');
  await expect(totals.locator('[data-metric="couponRedemptions"]')).toHaveText(
    String(after.totals.couponRedemptions),
  );
  await expect(page.locator('.chart canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Interesse e vendas por dia' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/seller/analytics');
  await expect(page.getByRole('heading', { name: 'Análises' })).toBeVisible();
  await expect(page.getByLabel('Totais do período').locator('[data-metric="storeViews"]')).not.toHaveText('');
});
