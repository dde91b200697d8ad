/**
 * A product created with no signal keeps its photos: kept on the phone, shown from there after a
 * reload, uploaded and attached when the network returns, the product created exactly once, and the kept
 * copies removed afterwards. The API is the oracle.
 */
import path from 'node:path';
import { messages } from '../../src/domain/messages';
import { productPhotoMessages, productSuccessMessages } from '../../src/domain/product/messages';
import { readLocal } from './fixtures/local-db';
import { expectAllSent, registerSeller, seedStore, sellerWithStore, serverProducts } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

type Product = { id: number; name: string; images: string[] };

const demoImage = (name: string) => path.join(process.cwd(), 'public/demo/products', name);

test('offline: a new product with two photos is listed with them after a reload and reaches the server once, photos included', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'fotos-offline');

  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}/products`);
  await waitForServiceWorkerControl(page);
  // The add screen once online, so the worker has its code.
  await page.goto(`/seller/products/add?storeId=${storeId}`);
  await expect(page.getByRole('heading', { name: 'Adicionar produto' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Nome do produto').fill('Queijo Canastra');
  await page.getByLabel('Categoria').selectOption('comida');
  await page.getByLabel('Preço (R$)', { exact: true }).fill('39,90');
  await page
    .getByLabel('Adicionar fotos')
    .setInputFiles([demoImage('comida-1.png'), demoImage('comida-2.png'), demoImage('comida-3.png')]);
  const photos = page.getByRole('group', { name: /Fotos/ }).getByRole('listitem');
  await expect(photos).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText(productPhotoMessages.keptOnDevice)).toBeVisible();
  await expect(photos.getByText(productPhotoMessages.pending)).toHaveCount(3);
  // Local photos are edited like uploaded ones: remove one, make another the primary.
  await page.getByRole('button', { name: 'Remover foto 2' }).click();
  await page.getByRole('button', { name: 'Tornar principal' }).click();
  await expect(photos).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Foto 1 (principal)' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('img', { name: 'Foto 2' })).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}/products`));

  await page.reload();
  const row = page.locator('.seller-product').filter({ hasText: 'Queijo Canastra' });
  await expect(row.getByText('aguardando conexão')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await readLocal<number>(page, 'localPhotos', 'count')).toBe(2);
  expect(await serverProducts<Product>(api, auth, storeId)).toEqual([]);

  await context.setOffline(false);
  await expectAllSent(row);
  const created = await serverProducts<Product>(api, auth, storeId);
  expect(created.map((p) => p.name)).toEqual(['Queijo Canastra']);
  const images = created[0]?.images ?? [];
  expect(images).toHaveLength(2);
  expect(new Set(images).size).toBe(2);
  for (const url of images) {
    const image = await api.get(url);
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  }
  await expect(row.locator('img')).toHaveAttribute('src', images[0] as string);
  await expect.poll(() => readLocal<number>(page, 'localPhotos', 'count')).toBe(0);
  await page.reload();
  await expect(page.locator('.seller-product')).toHaveCount(1);
  expect(await serverProducts<Product>(api, auth, storeId)).toHaveLength(1);
  await api.dispose();
});

test('offline: a photo added to an existing product is shown on its page after a reload and attached when the network returns', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const { email, auth } = await registerSeller(api, 'foto-edicao');
  const {
    storeId,
    ids: [productId],
  } = await seedStore(api, auth, [{ name: 'Goiabada Cascão', price: 15, stock: 4 }]);

  await signIn(page, email);
  await page.goto(`/seller/products/${productId}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByText('Pontuação de destaque:')).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Adicionar fotos').setInputFiles([demoImage('comida-4.png')]);
  await expect(page.getByText(productPhotoMessages.keptOnDevice)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  // Saved on the phone (the queued write is in Dexie) before the reload, and said so: not "updated" yet.
  await expect(page.getByText(messages.sellerWrite.queued)).toBeVisible();
  await expect(page.getByText(productSuccessMessages.updated)).toHaveCount(0);
  await page.reload();
  const photo = page.getByRole('img', { name: 'Foto 1 (principal)' });
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect(
    page.getByRole('group', { name: /Fotos/ }).getByText(productPhotoMessages.pending),
  ).toBeVisible();
  expect((await serverProducts<Product>(api, auth, storeId))[0]?.images).toEqual([]);

  await context.setOffline(false);
  await expect(photo).toHaveAttribute('src', /^\/uploads\//, { timeout: 45_000 });
  const images = (await serverProducts<Product>(api, auth, storeId))[0]?.images ?? [];
  expect(images).toHaveLength(1);
  expect((await api.get(images[0] as string)).headers()['content-type']).toMatch(/^image\//);
  await expect.poll(() => readLocal<number>(page, 'localPhotos', 'count')).toBe(0);
  await api.dispose();
});
