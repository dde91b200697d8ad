/**
 * The seller at the stall with no signal: stock changes and a new product queued offline, shown as
 * pending after a reload, delivered exactly once; and an edit that lost to another device, shown as a
 * conflict the seller settles.
 */
import type { Page } from '@playwright/test';
import { expectAllSent, sellerWithStore, serverProducts } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type Product = { id: number; name: string; stock: number | null; price: number; version: number };

async function restock(page: Page, productId: number, quantity: string) {
  await page.goto(`/seller/products/${productId}/edit`);
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();
  await page.getByLabel('Quantidade').fill(quantity);
  await page.getByRole('button', { name: 'Repor estoque' }).click();
}

test('offline at the stall: two stock changes and a new product are pending after a reload and reach the server once', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'offline', [
    'Alface Crespa',
    'Rúcula',
  ]);
  const [alface, rucula] = ids as [number, number];

  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}/products`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('link', { name: 'Rúcula' })).toBeVisible({ timeout: 20_000 });
  // Every screen the seller will open offline, once online, so the worker has their code.
  await page.goto(`/seller/products/${alface}/edit`);
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();
  await page.goto(`/seller/products/add?storeId=${storeId}`);
  await expect(page.getByRole('heading', { name: 'Adicionar produto' })).toBeVisible();

  await context.setOffline(true);
  await restock(page, alface, '3');
  await expect(page.getByTestId('product-stock')).toHaveText('8');
  await expect(
    page.getByRole('region', { name: 'Situação e estoque' }).getByText('aguardando conexão'),
  ).toBeVisible();
  await restock(page, rucula, '4');
  await expect(page.getByTestId('product-stock')).toHaveText('9');

  await page.goto(`/seller/products/add?storeId=${storeId}`);
  await page.getByLabel('Nome do produto').fill('Couve Manteiga');
  await page.getByLabel('Categoria').selectOption('comida');
  await page.getByLabel('Preço (R$)', { exact: true }).fill('4,50');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}/products`));

  await page.reload();
  const rows = page.locator('.seller-product');
  for (const name of ['Alface Crespa', 'Rúcula', 'Couve Manteiga']) {
    await expect(rows.filter({ hasText: name }).getByText('aguardando conexão')).toBeVisible();
  }
  expect((await serverProducts<Product>(api, auth, storeId)).map((p) => p.name).sort()).toEqual([
    'Alface Crespa',
    'Rúcula',
  ]);

  await context.setOffline(false);
  await expectAllSent(rows);
  const after = await serverProducts<Product>(api, auth, storeId);
  expect(after.map((p) => [p.name, p.stock]).sort()).toEqual([
    ['Alface Crespa', 8],
    ['Couve Manteiga', null],
    ['Rúcula', 9],
  ]);
  await expect(rows.filter({ hasText: 'Couve Manteiga' }).getByRole('link')).toBeVisible();
  // Delivered once: nothing else arrives later (replays are answered from the idempotency store).
  await page.reload();
  await expect(rows).toHaveCount(3);
  expect((await serverProducts<Product>(api, auth, storeId)).length).toBe(3);
  await api.dispose();
});

test('the same product edited on two devices: the second sees both versions and keeps its change', async ({
  browser,
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'conflito', [
    'Tomate Italiano',
  ]);
  const [tomate] = ids as [number];

  await signIn(page, email);
  await page.goto(`/seller/products/${tomate}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();

  // This phone loses the signal and restocks; meanwhile the other phone changes the price.
  await context.setOffline(true);
  await page.getByLabel('Quantidade').fill('2');
  await page.getByRole('button', { name: 'Repor estoque' }).click();
  await expect(page.getByTestId('product-stock')).toHaveText('7');

  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await otherPage.goto(`/seller/products/${tomate}/edit`);
  await otherPage.getByLabel('Preço (R$)', { exact: true }).fill('12,00');
  await otherPage.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect
    .poll(async () => (await serverProducts<Product>(api, auth, storeId))[0]?.price, { timeout: 20_000 })
    .toBe(12);
  await other.close();

  await context.setOffline(false);
  const conflict = page.getByRole('alert').filter({ hasText: 'Sua alteração não foi aplicada' });
  await expect(conflict).toBeVisible({ timeout: 45_000 });
  await expect(conflict.getByRole('list', { name: 'Sua alteração' })).toContainText('Quantidade: 2');
  await expect(conflict.getByRole('list', { name: 'Versão atual no servidor' })).toContainText('12,00');
  expect((await serverProducts<Product>(api, auth, storeId))[0]?.stock).toBe(5);

  await conflict.getByRole('button', { name: 'Aplicar a minha alteração' }).click();
  await expect
    .poll(async () => {
      const [p] = await serverProducts<Product>(api, auth, storeId);
      return [p?.price, p?.stock];
    })
    .toEqual([12, 7]);
  await expect(conflict).toHaveCount(0);
  await api.dispose();
});
