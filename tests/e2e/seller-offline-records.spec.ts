/**
 * The seller's coupons, promotions and stores at the stall with no signal: a new coupon, an edited
 * promotion and an edited store are pending after an offline reload and reach the server exactly once; a
 * coupon edited on two devices shows both versions and keeps the seller's choice.
 */
import { createCoupon, createPromotion, expectAllSent, sellerWithStore } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, test, waitForServiceWorkerControl } from './fixtures/test';

type Coupon = { id: number; code: string; description: string; version: number };

test('offline: a new coupon, an edited promotion and an edited store reach the server once', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'registros', [
    'Pastel de Feira',
  ]);
  const now = Date.now();
  const { id: promotionId } = await createPromotion(api, auth, {
    productId: ids[0] as number,
    title: 'Pastel em dobro',
  });
  const code = `OFF${now.toString(36).slice(-5).toUpperCase()}`;

  await signIn(page, email);
  await page.goto('/seller/coupons');
  await waitForServiceWorkerControl(page);
  // Every screen the seller will open offline, once online, so the device has their code and data.
  for (const path of [
    '/seller/coupons/add',
    '/seller/promotions',
    `/seller/promotions/${promotionId}/edit`,
    `/seller/stores/${storeId}/edit`,
    `/seller/stores/${storeId}`,
    '/seller/coupons',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(`/seller/promotions/${promotionId}/edit`);
  await expect(page.getByLabel('Título')).toHaveValue('Pastel em dobro');
  // The product to promote comes from this device's catalogue, as it will offline.
  await expect(page.getByLabel('Produto', { exact: true })).toHaveValue(String(ids[0]));

  await context.setOffline(true);
  await page.getByLabel('Título').fill('Pastel em triplo');
  await page.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);

  await page.goto(`/seller/stores/${storeId}/edit`);
  await page.getByLabel('Descrição', { exact: true }).fill('Pastel frito na hora desde 1998');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/stores/${storeId}$`));

  await page.goto('/seller/coupons/add');
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByLabel('Descrição', { exact: true }).fill('10% no pastel');
  await page.getByLabel('Porcentagem de desconto (%)', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page).toHaveURL(/\/seller\/coupons$/);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('aguardando conexão');
  await page.goto('/seller/promotions');
  await expect(page.getByRole('listitem').filter({ hasText: 'Pastel em triplo' })).toContainText(
    'aguardando conexão',
  );
  await page.goto(`/seller/stores/${storeId}`);
  await expect(page.getByText('aguardando conexão', { exact: true })).toBeVisible();
  expect((await (await api.get('/api/seller/coupons', { headers: auth })).json()).length).toBe(0);

  await context.setOffline(false);
  await expectAllSent(page);
  await expect
    .poll(
      async () =>
        ((await (await api.get('/api/seller/coupons', { headers: auth })).json()) as Coupon[]).map(
          (c) => c.code,
        ),
      {
        timeout: 45_000,
      },
    )
    .toEqual([code]);
  const promotion = await (await api.get(`/api/seller/promotions/${promotionId}`, { headers: auth })).json();
  expect(promotion).toMatchObject({ title: 'Pastel em triplo', version: 2 });
  const stores = await (await api.get('/api/seller/stores', { headers: auth })).json();
  expect(stores[0]).toMatchObject({ description: 'Pastel frito na hora desde 1998', version: 2 });
  // Exactly once: a reload replays nothing more.
  await page.goto('/seller/coupons');
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(1);
  expect((await (await api.get('/api/seller/coupons', { headers: auth })).json()).length).toBe(1);
  await api.dispose();
});

test('the same coupon edited on two devices: both versions shown, the seller keeps theirs', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'cupom-conflito');
  const coupon = await createCoupon(
    api,
    auth,
    storeId,
    `DUO${Date.now().toString(36).slice(-5).toUpperCase()}`,
  );

  await signIn(page, email);
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue('Original');

  await context.setOffline(true);
  await page.getByLabel('Descrição', { exact: true }).fill('Do celular da barraca');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page).toHaveURL(/\/seller\/coupons$/);

  // Meanwhile, the other device saves another description.
  const {
    id,
    storeName: _n,
    store: _s,
    usageCount: _u,
    createdAt: _c,
    updatedAt: _up,
    version: _v,
    ...body
  } = coupon;
  const other = await api.put(`/api/seller/coupons/${id}`, {
    headers: { ...auth, 'If-Match': '"1"' },
    data: { ...body, description: 'Do outro aparelho' },
  });
  expect(other.status(), await other.text()).toBe(200);

  await context.setOffline(false);
  await page.goto(`/seller/coupons/${coupon.id}/edit`);
  const conflict = page.getByRole('alert').filter({ hasText: 'Sua alteração não foi aplicada' });
  await expect(conflict).toBeVisible({ timeout: 45_000 });
  await expect(conflict.getByRole('list', { name: 'Sua alteração' })).toContainText('Do celular da barraca');
  await expect(conflict.getByRole('list', { name: 'Versão atual no servidor' })).toContainText(
    'Do outro aparelho',
  );
  await conflict.getByRole('button', { name: 'Aplicar a minha alteração' }).click();
  await expect
    .poll(
      async () => (await (await api.get(`/api/seller/coupons/${id}`, { headers: auth })).json()).description,
      {
        timeout: 30_000,
      },
    )
    .toBe('Do celular da barraca');
  await expect(conflict).toHaveCount(0);
  await api.dispose();
});
