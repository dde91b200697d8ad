import { DEMO_PASSWORD, registerShopper, serverJson, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitUntilHydrated } from './fixtures/test';

type Store = { id: number; name: string };
type ProductPage = { products: { id: number; name: string; price: number }[] };
type Promotion = { id: number; title: string; isFlash: boolean; promotionalPrice: number };

test('seller: a flash promotion made in the app reaches a follower live, with its countdown; one editor behind three paths', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signIn(page, 'vendedora@feira.dev');
  const [store] = await serverJson<Store[]>(page, '/api/seller/stores');
  const { products } = await serverJson<ProductPage>(
    page,
    `/api/seller/products?storeId=${store?.id}&limit=100`,
  );
  const product = products[0];
  expect(product, 'a product of vendedora@feira.dev').toBeDefined();

  // A new shopper follows the store in a second context.
  const shopperContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const shopper = await shopperContext.newPage();
  await signIn(shopper, await registerShopper(request, 'relampago'), DEMO_PASSWORD);
  await shopper.goto(`/stores/${store?.id}`);
  await waitUntilHydrated(shopper);
  await shopper.getByRole('button', { name: 'Seguir loja' }).click();
  await expect(shopper.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(shopper.getByText('aguardando conexão')).toHaveCount(0);

  const title = `Relâmpago ${Date.now().toString(36)}`;
  await page.goto('/seller/promotions');
  await expect(page.getByRole('heading', { name: 'Promoções' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Criar promoção' }).first().click();
  await expect(page.getByRole('heading', { name: 'Criar promoção' })).toBeVisible();
  await page.getByLabel('Loja', { exact: true }).selectOption(String(store?.id));
  await page.getByLabel('Produto', { exact: true }).selectOption(String(product?.id));
  await page.getByLabel('Título', { exact: true }).fill(title);
  // A price not below the product's is refused by the server with its message at the field.
  await page.getByLabel('Preço promocional (R$)').fill(String(product?.price).replace('.', ','));
  await page.getByRole('button', { name: 'Criar promoção' }).click();
  await expect(
    page.getByText('O preço promocional deve ser menor que o preço do produto').first(),
  ).toBeVisible();
  const price = Math.max(0.5, Math.round((product?.price ?? 1) * 50) / 100);
  await page.getByLabel('Preço promocional (R$)').fill(String(price).replace('.', ','));
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('Termina em');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar promoção' }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Ativa');
  await expect(row).toContainText('Termina em');

  // The follower gets the live notification and sees the countdown.
  await expect(shopper.getByRole('button', { name: /^Notificações, [1-9]\d* não lidas?$/ })).toBeVisible({
    timeout: 15_000,
  });
  await shopper.getByRole('button', { name: /^Notificações/ }).click();
  await expect(shopper.locator('#notification-menu')).toContainText(title);
  await shopper.goto('/promotions');
  const card = shopper.getByRole('listitem').filter({ hasText: title });
  await expect(card.locator('.countdown')).toContainText('Termina em');
  await shopperContext.close();

  // The same editor at the three paths of the spec.
  const created = (await serverJson<Promotion[]>(page, '/api/seller/promotions')).find(
    (p) => p.title === title,
  );
  expect(created).toMatchObject({ isFlash: true, promotionalPrice: price });
  for (const path of [
    `/seller/promotions/${created?.id}/edit`,
    `/seller/promotions/edit/${created?.id}`,
    `/seller/edit-promotion?id=${created?.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Editar promoção: ${title}` })).toBeVisible();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  }
  await expectAccessible(page);
  await page.getByLabel('Título', { exact: true }).fill(`${title} editada`);
  await page.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);
  await expect(page.getByRole('listitem').filter({ hasText: `${title} editada` })).toBeVisible();
});
