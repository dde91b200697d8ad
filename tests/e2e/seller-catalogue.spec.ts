/**
 * Seller catalogue journeys at 360 px, signed in through the UI as a fresh seller: the main
 * journey with the API as oracle, the shopper's explanation page, and axe + no horizontal scroll on every
 * seller screen.
 */
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { productMessages } from '../../src/domain/product/messages';
import { createStoreThroughUi, expectAllSent, registerSeller, sellerWithStore } from './fixtures/seller';
import { DEMO_PASSWORD, registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

type Product = { id: number; name: string; isHighlighted: boolean; images: string[]; status: string };

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const demoImage = (name: string) => path.join(process.cwd(), 'public/demo/products', name);

test('seller: create a store, add a product with two photos, highlight it, deactivate it', async ({
  page,
  request,
}) => {
  const { email } = await registerSeller(request, 'catalogo');
  await signIn(page, email);
  const storeId = await createStoreThroughUi(page, 'Barraca do Teste');
  await expectAccessible(page);
  await noHorizontalScroll(page);

  await page.getByRole('link', { name: 'Produtos da loja' }).click();
  await page.locator('.page-header').getByRole('link', { name: 'Adicionar produto' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar produto' })).toBeVisible();
  // Validation at the field, verbatim from the domain, before anything is sent.
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText(productMessages.nameRequired)).toBeVisible();
  await expect(page.getByText(productMessages.categoryRequired)).toBeVisible();
  await expect(page.getByText(productMessages.priceRequired)).toBeVisible();

  await page.getByLabel('Nome do produto').fill('Queijo Minas Frescal');
  await page.getByLabel('Categoria').selectOption('comida');
  await page.getByLabel('Preço (R$)', { exact: true }).fill('24,90');
  await page.getByLabel('Estoque').fill('12');
  await page
    .getByLabel('Adicionar fotos')
    .setInputFiles([demoImage('comida-1.png'), demoImage('comida-2.png')]);
  await expect(page.getByRole('img', { name: 'Foto 2' })).toBeVisible({ timeout: 20_000 });
  // The warnings are shown before saving, and do not block it.
  await expect(page.getByRole('status').getByText('Produto sem descrição')).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Criar produto' }).click();

  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}/products`));
  const row = page.getByRole('listitem').filter({ hasText: 'Queijo Minas Frescal' });
  await expect(row.getByRole('link', { name: 'Queijo Minas Frescal' })).toBeVisible({ timeout: 20_000 });
  await expectAllSent(row);

  const publicList = async () =>
    (await (await request.get(`/api/stores/${storeId}/products`)).json()) as
      | { products?: Product[] }
      | Product[];
  const listed = async () => {
    const body = await publicList();
    return (Array.isArray(body) ? body : (body.products ?? [])).find(
      (p) => p.name === 'Queijo Minas Frescal',
    );
  };
  await expect.poll(listed).toMatchObject({ isHighlighted: false, status: 'ACTIVE' });
  expect((await listed())?.images).toHaveLength(2);
  await expectAccessible(page);

  await row.getByRole('link', { name: 'Queijo Minas Frescal' }).click();
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();
  await page.getByRole('button', { name: 'Destacar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remover destaque' })).toBeVisible();
  await expect.poll(async () => (await listed())?.isHighlighted).toBe(true);
  await expectAccessible(page);
  await noHorizontalScroll(page);

  await page.getByRole('button', { name: 'Desativar', exact: true }).click();
  await expect.poll(listed).toBeUndefined();
  await expect(page.getByText('Situação: Inativo')).toBeVisible();
});

test('a shopper opening the seller dashboard is told how to become a seller', async ({ page, request }) => {
  const email = await registerShopper(request, 'nao-vendedor');
  await signIn(page, email);
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('link', { name: 'Criar conta de lojista' })).toBeVisible();
  await expectAccessible(page);
});

test('anonymous visitors of a seller screen sign in first and come back', async ({ page }) => {
  await page.goto('/seller/products');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail').fill('vendedora@feira.dev');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/seller\/products$/);
});

test('every seller screen is axe-clean at 360 px with no horizontal scroll', async ({ page }) => {
  await signIn(page, 'vendedora@feira.dev');
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { name: 'Painel do lojista' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Todas as lojas' })).toBeVisible();
  const screens: [string, string][] = [
    ['/seller/dashboard', 'Painel do lojista'],
    ['/seller/stores', 'Minhas lojas'],
    ['/seller/stores/add-store', 'Adicionar loja'],
    ['/seller/products', 'Produtos'],
    ['/seller/products/add', 'Adicionar produto'],
    ['/seller/settings/location', 'Localização da loja'],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
    await noHorizontalScroll(page);
  }
  await page.goto('/seller/stores');
  await page.locator('.seller-card a').first().click();
  await expect(page.getByRole('link', { name: 'Editar loja' })).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await page.getByRole('link', { name: 'Editar loja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar loja' })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Produtos da loja' }).click();
  await page.locator('.seller-product a').first().click();
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);
});

test("a seller on a new phone: until the stores have reached it, it says so and never 'no stores'", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const { api, email, storeId } = await sellerWithStore(playwright, baseURL, 'aparelho');
  const storeName = (await (await api.get(`/api/stores/${storeId}`)).json()).name as string;
  await api.dispose();
  // No service worker: the page's requests are the network's, so the store list can fail on purpose.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const failing = (route: Route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } });
  await page.route('**/api/seller/stores', failing);
  await signIn(page, email);
  await page.goto('/seller/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas lojas' })).toBeVisible();
  // The first load fails (after its retries): a reason and a retry, not an empty list.
  await expect(page.getByText('Não foi possível carregar suas lojas.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Você ainda não tem lojas', { exact: false })).toHaveCount(0);
  await expectAccessible(page);

  await context.setOffline(true);
  await expect(page.getByText('Suas lojas ainda não foram carregadas neste aparelho.')).toBeVisible();
  await expect(page.getByText('Você ainda não tem lojas', { exact: false })).toHaveCount(0);

  // Back online: the stores are asked for again and listed.
  await page.unroute('**/api/seller/stores', failing);
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: storeName, exact: true })).toBeVisible({ timeout: 30_000 });
  await context.close();
});
