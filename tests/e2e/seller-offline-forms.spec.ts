/**
 * The seller's coupon, promotion and store forms at the stall: unsaved typing survives a newer version saved
 * in another tab (and the change is announced); a promotion or a store edited on two devices shows both
 * versions and keeps the seller's choice; a store logo chosen offline, a store created or deleted offline, a coupon
 * deleted or switched off offline and a promotion deleted offline reach the server once when the network
 * returns. The API is the oracle.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../src/domain/messages';
import { productPhotoMessages } from '../../src/domain/product/messages';
import { readLocal } from './fixtures/local-db';
import { createCoupon, createPromotion, expectAllSent, sellerWithStore } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

const demoImage = (name: string) => path.join(process.cwd(), 'public/demo/products', name);

const getJson = async (api: APIRequestContext, auth: Record<string, string>, url: string) =>
  (await api.get(url, { headers: auth })).json();

/** The notice of a form whose record changed elsewhere, announced in a live region. */
async function expectChangedNotice(page: Page, text: string) {
  const notice = page.getByRole('region', { name: 'Alterado em outro lugar' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ has: notice })).toContainText(text);
  return notice;
}

test('the coupon, promotion, store and location forms keep unsaved typing when another tab saves a newer version', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'formularios', [
    'Pastel de Feira',
  ]);
  const coupon = await createCoupon(
    api,
    auth,
    storeId,
    `TAB${Date.now().toString(36).slice(-5).toUpperCase()}`,
  );
  const promotion = await createPromotion(api, auth, {
    productId: ids[0] as number,
    title: 'Pastel em dobro',
  });
  await signIn(page, email);

  // Coupon: the seller types a description; another tab saves a new usage limit.
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  const description = page.getByLabel('Descrição', { exact: true });
  await expect(description).toHaveValue('Original');
  await description.fill('Digitado na barraca');
  const other = await context.newPage();
  await other.goto(`/seller/coupons/${coupon.id}/edit`);
  await other.getByLabel('Limite de uso').fill('50');
  await other.getByRole('button', { name: messages.couponForm.save }).click();
  await expect(other).toHaveURL(/\/seller\/coupons$/);
  await expect
    .poll(async () => (await getJson(api, auth, `/api/seller/coupons/${coupon.id}`)).maxUsageCount, {
      timeout: 20_000,
    })
    .toBe(50);
  const couponNotice = await expectChangedNotice(page, 'Este cupom foi alterado em outro aparelho ou aba');
  await expect(description).toHaveValue('Digitado na barraca');
  await expect(page.getByLabel('Limite de uso')).toHaveValue('50');
  await couponNotice.getByRole('button', { name: 'Ver os novos valores' }).click();
  await expect(couponNotice.getByRole('list', { name: 'Novos valores' })).toContainText('Limite de uso: 50');
  await expectAccessible(page);
  await couponNotice.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(couponNotice).toHaveCount(0);
  await page.getByRole('button', { name: messages.couponForm.save }).click();
  await expect
    .poll(async () => {
      const saved = await getJson(api, auth, `/api/seller/coupons/${coupon.id}`);
      return [saved.description, saved.maxUsageCount];
    })
    .toEqual(['Digitado na barraca', 50]);

  // Promotion: the seller types a title; another tab saves a new price; the seller takes the new values.
  await page.goto(`/seller/promotions/${promotion.id}/edit`);
  const title = page.getByLabel('Título');
  await expect(title).toHaveValue('Pastel em dobro');
  await title.fill('Pastel em triplo');
  await other.goto(`/seller/promotions/${promotion.id}/edit`);
  await other.getByLabel('Preço promocional (R$)').fill('4,00');
  await other.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(other).toHaveURL(/\/seller\/promotions$/);
  const promotionNotice = await expectChangedNotice(
    page,
    'Esta promoção foi alterada em outro aparelho ou aba',
  );
  await expect(title).toHaveValue('Pastel em triplo');
  await expect(page.getByLabel('Preço promocional (R$)')).toHaveValue('4');
  await promotionNotice.getByRole('button', { name: 'Usar os novos valores' }).click();
  await expect(title).toHaveValue('Pastel em dobro');
  await expect(promotionNotice).toHaveCount(0);

  // Store: the seller types a neighbourhood; another tab saves a phone number.
  await page.goto(`/seller/stores/${storeId}/edit`);
  const neighborhood = page.getByLabel('Bairro');
  await expect(page.getByLabel('Nome da loja')).not.toHaveValue('');
  await neighborhood.fill('Pinheiros');
  await other.goto(`/seller/stores/${storeId}/edit`);
  await other.getByLabel('Telefone').fill('(11) 3333-4444');
  await other.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(other).toHaveURL(new RegExp(`/seller/stores/${storeId}$`));
  await expectChangedNotice(page, 'Esta loja foi alterada em outro aparelho ou aba');
  await expect(neighborhood).toHaveValue('Pinheiros');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect
    .poll(async () => {
      const [store] = await getJson(api, auth, '/api/seller/stores');
      return [store.neighborhood, store.phone];
    })
    .toEqual(['Pinheiros', '(11) 3333-4444']);

  // Location: the seller types an address; another tab saves new coordinates.
  await page.goto('/seller/settings/location');
  const address = page.getByLabel('Endereço');
  await expect(page.getByRole('button', { name: 'Salvar localização' })).toBeVisible();
  await address.fill('Rua da Feira, 100');
  await other.goto('/seller/settings/location');
  await other.getByLabel('Latitude', { exact: true }).fill('-23.561400');
  await other.getByLabel('Longitude', { exact: true }).fill('-46.655900');
  await other.getByRole('button', { name: 'Salvar localização' }).click();
  await expectChangedNotice(page, 'Esta loja foi alterada em outro aparelho ou aba');
  await expect(address).toHaveValue('Rua da Feira, 100');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('-23.5614');
  await other.close();
  await api.dispose();
});

test('a promotion edited on two devices: both versions shown, the seller keeps the server version', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, ids } = await sellerWithStore(playwright, baseURL, 'promo-conflito', [
    'Caldo de Cana',
  ]);
  const promotion = await createPromotion(api, auth, {
    productId: ids[0] as number,
    title: 'Pastel em dobro',
  });
  await signIn(page, email);
  await page.goto(`/seller/promotions/${promotion.id}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByLabel('Título')).toHaveValue('Pastel em dobro');

  await context.setOffline(true);
  await page.getByLabel('Título').fill('Do celular da barraca');
  await page.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);

  // Meanwhile, the other device saves another title over version 1.
  const other = await api.put(`/api/seller/promotions/${promotion.id}`, {
    headers: { ...auth, 'If-Match': '"1"' },
    data: {
      productId: ids[0],
      title: 'Do outro aparelho',
      promotionalPrice: 5,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
    },
  });
  expect(other.status(), await other.text()).toBe(200);

  await context.setOffline(false);
  await page.goto(`/seller/promotions/${promotion.id}/edit`);
  const conflict = page.getByRole('alert').filter({ hasText: 'Sua alteração não foi aplicada' });
  await expect(conflict).toBeVisible({ timeout: 45_000 });
  await expect(conflict).toContainText('A promoção foi alterada em outro aparelho');
  await expect(conflict.getByRole('list', { name: 'Sua alteração' })).toContainText(
    'Título: Do celular da barraca',
  );
  await expect(conflict.getByRole('list', { name: 'Versão atual no servidor' })).toContainText(
    'Título: Do outro aparelho',
  );
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Manter a versão do servidor' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByLabel('Título')).toHaveValue('Do outro aparelho');
  // The choice is kept: a reload (and the pull of the promotions it makes) does not bring the conflict back.
  const read = page.waitForResponse((r) => r.url().endsWith('/api/seller/promotions'));
  await page.reload();
  expect((await read).status()).toBe(200);
  await expect(page.getByLabel('Título')).toHaveValue('Do outro aparelho');
  await expect(page.getByText('Sua alteração não foi aplicada')).toHaveCount(0);
  expect((await getJson(api, auth, `/api/seller/promotions/${promotion.id}`)).title).toBe(
    'Do outro aparelho',
  );
  await api.dispose();
});

test('a store edited on two devices: both versions shown, the seller applies theirs', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'loja-conflito');
  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByLabel('Nome da loja')).not.toHaveValue('');
  const [before] = await getJson(api, auth, '/api/seller/stores');

  await context.setOffline(true);
  await page.getByLabel('Descrição', { exact: true }).fill('Do celular da barraca');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}$`));

  // Meanwhile, the other device saves another description over the same version.
  const other = await api.put(`/api/seller/stores/${storeId}`, {
    headers: { ...auth, 'If-Match': `"${before.version}"` },
    data: { description: 'Do outro aparelho' },
  });
  expect(other.status(), await other.text()).toBe(200);

  await context.setOffline(false);
  await page.goto(`/seller/stores/${storeId}/edit`);
  const conflict = page.getByRole('alert').filter({ hasText: 'Sua alteração não foi aplicada' });
  await expect(conflict).toBeVisible({ timeout: 45_000 });
  await expect(conflict).toContainText('A loja foi alterada em outro aparelho');
  await expect(conflict.getByRole('list', { name: 'Sua alteração' })).toContainText(
    'Descrição: Do celular da barraca',
  );
  await expect(conflict.getByRole('list', { name: 'Versão atual no servidor' })).toContainText(
    'Descrição: Do outro aparelho',
  );
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Aplicar a minha alteração' }).click();
  await expect
    .poll(async () => (await getJson(api, auth, '/api/seller/stores'))[0].description, { timeout: 30_000 })
    .toBe('Do celular da barraca');
  await expect(conflict).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Do celular da barraca');
  await expect(page.getByText('Sua alteração não foi aplicada')).toHaveCount(0);
  await api.dispose();
});

test('offline: a store logo is shown from the phone after a reload and reaches the server once', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'logo-offline');
  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByLabel('Nome da loja')).not.toHaveValue('');

  await context.setOffline(true);
  await page.getByLabel('Logo', { exact: true }).setInputFiles([demoImage('comida-1.png')]);
  const logo = page.getByRole('img', { name: 'Logo atual' });
  await expect(logo).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  await expect(page.getByText(productPhotoMessages.pending)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}$`));

  await page.goto(`/seller/stores/${storeId}/edit`);
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await readLocal<number>(page, 'localPhotos', 'count')).toBe(1);
  const [before] = await getJson(api, auth, '/api/seller/stores');
  expect(before.imageUrl).toBeNull();

  await context.setOffline(false);
  await expect
    .poll(async () => (await getJson(api, auth, '/api/seller/stores'))[0].imageUrl, { timeout: 45_000 })
    .toMatch(/^\/uploads\//);
  const [after] = await getJson(api, auth, '/api/seller/stores');
  // Sent once: one edit over the seeded store's first version.
  expect(after.version).toBe(before.version + 1);
  const image = await api.get(after.imageUrl);
  expect(image.status()).toBe(200);
  await expect(logo).toHaveAttribute('src', after.imageUrl);
  await expect.poll(() => readLocal<number>(page, 'localPhotos', 'count')).toBe(0);
  await api.dispose();
});

test('offline: a store created and a coupon deleted reach the server once after reconnect', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'criar-apagar');
  const coupon = await createCoupon(
    api,
    auth,
    storeId,
    `DEL${Date.now().toString(36).slice(-5).toUpperCase()}`,
  );
  await signIn(page, email);
  await page.goto('/seller/stores');
  await waitForServiceWorkerControl(page);
  // The screens the seller will open offline, once online, so the device has their code and data.
  await page.goto('/seller/stores/add-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar loja' })).toBeVisible();
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Original');
  await page.goto('/seller/coupons');
  await expect(page.getByRole('listitem').filter({ hasText: coupon.code })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  await page.getByRole('button', { name: 'Excluir cupom' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  await expect(page.getByRole('listitem').filter({ hasText: coupon.code })).toHaveCount(0);

  await page.goto('/seller/stores/add-store');
  await page.getByLabel('Nome da loja').fill('Barraca Sem Sinal');
  await page.getByLabel('Categoria').selectOption('comida');
  await page.getByLabel('Endereço').fill('Rua da Feira, 20');
  await page.getByRole('button', { name: 'Criar loja' }).click();
  await expect(page).toHaveURL(/\/seller\/stores$/);
  await page.reload();
  const pendingStore = page.getByRole('listitem').filter({ hasText: 'Barraca Sem Sinal' });
  await expect(pendingStore).toContainText('aguardando conexão');
  await expectAccessible(page);
  expect(await getJson(api, auth, '/api/seller/stores')).toHaveLength(1);
  expect(await getJson(api, auth, '/api/seller/coupons')).toHaveLength(1);

  await context.setOffline(false);
  await expectAllSent(pendingStore);
  await expect
    .poll(async () => ((await getJson(api, auth, '/api/seller/coupons')) as unknown[]).length, {
      timeout: 45_000,
    })
    .toBe(0);
  const names = ((await getJson(api, auth, '/api/seller/stores')) as { name: string }[]).map((s) => s.name);
  expect(names.filter((n) => n === 'Barraca Sem Sinal')).toHaveLength(1);
  expect(names).toHaveLength(2);
  // Exactly once: a reload replays nothing more, and the new store opens by its server id.
  await page.reload();
  await expect(pendingStore.getByRole('link', { name: 'Barraca Sem Sinal' })).toHaveAttribute(
    'href',
    /\/seller\/stores\/\d+$/,
  );
  expect(await getJson(api, auth, '/api/seller/stores')).toHaveLength(2);
  await api.dispose();
});

test('offline: a promotion deleted, a store deleted and a coupon switched off reach the server once', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'apagar-mais', [
    'Tapioca',
  ]);
  const promotion = await createPromotion(api, auth, {
    productId: ids[0] as number,
    title: 'Pastel em dobro',
  });
  const coupon = await createCoupon(
    api,
    auth,
    storeId,
    `OFF${Date.now().toString(36).slice(-5).toUpperCase()}`,
  );
  const spare = await api.post('/api/seller/stores', {
    headers: auth,
    data: { name: 'Barraca Extra', category: 'comida', address: 'Rua da Feira, 9' },
  });
  expect(spare.status(), await spare.text()).toBe(201);
  const spareId = (await spare.json()).store.id as number;

  await signIn(page, email);
  await page.goto('/seller/stores');
  await waitForServiceWorkerControl(page);
  // The screens the seller will open offline, once online, so the device has their code and data.
  await page.goto(`/seller/promotions/${promotion.id}/edit`);
  await expect(page.getByLabel('Título')).toHaveValue('Pastel em dobro');
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Original');
  await page.goto(`/seller/stores/${spareId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Barraca Extra' })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  await page.getByRole('button', { name: 'Desativar cupom' }).click();
  // Exact: 'Desativar cupom' contains 'ativar cupom'. Once the switch shows, the seller leaves at once, while
  // the page is still handing the write to the worker: the next page sends the row again, and the worker
  // (same mutation id) and the server (same Idempotency-Key) take it once.
  await expect(page.getByRole('button', { name: 'Ativar cupom', exact: true })).toBeVisible();

  await page.goto(`/seller/promotions/${promotion.id}/edit`);
  await page.getByRole('button', { name: 'Excluir promoção' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Pastel em dobro' })).toHaveCount(0);

  await page.goto(`/seller/stores/${spareId}`);
  await page.getByRole('button', { name: 'Excluir loja' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir loja' }).click();
  await expect(page).toHaveURL(/\/seller\/stores$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Barraca Extra' })).toHaveCount(0);
  expect(await getJson(api, auth, '/api/seller/stores')).toHaveLength(2);
  expect(await getJson(api, auth, '/api/seller/promotions')).toHaveLength(1);

  await context.setOffline(false);
  await expect
    .poll(async () => ((await getJson(api, auth, '/api/seller/stores')) as unknown[]).length, {
      timeout: 45_000,
    })
    .toBe(1);
  await expect
    .poll(async () => ((await getJson(api, auth, '/api/seller/promotions')) as unknown[]).length, {
      timeout: 45_000,
    })
    .toBe(0);
  await expect
    .poll(async () => (await getJson(api, auth, `/api/seller/coupons/${coupon.id}`)).isActive, {
      timeout: 45_000,
    })
    .toBe(false);
  // Sent once: the coupon moved one version, and a reload replays nothing more.
  expect((await getJson(api, auth, `/api/seller/coupons/${coupon.id}`)).version).toBe(2);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Barraca Extra' })).toHaveCount(0);
  await expectAllSent(page, 10_000);
  await api.dispose();
});
