/**
 * A seller's write says where it stands (architecture "Writes"): no success text before the server has
 * accepted; a refused change comes back on the record itself — the form and the list row — under spec 000
 * §8's (or spec 001 §8's) title, with the server's reason, for the seller to fix or discard. Online, and
 * offline with the refusal arriving on the replay.
 */
import { createCoupon, sellerWithStore } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

const TAKEN = 'Já existe um cupom com este código nesta loja';
const UPDATED = 'Cupom atualizado com sucesso!';
const code = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;

test('online: a coupon renamed to a code already used is refused on the form and the list, then fixed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'cupom-recusado');
  const taken = await createCoupon(api, auth, storeId, code('USADO'));
  const mine = await createCoupon(api, auth, storeId, code('MEU'));

  await signIn(page, email);
  await page.goto(`/seller/coupons/${mine.id}/edit`);
  await waitForServiceWorkerControl(page);
  const codeField = page.getByLabel('Código', { exact: true });
  await expect(codeField).toHaveValue(mine.code);

  await codeField.fill(taken.code);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  const refused = page.getByRole('alert', { name: 'Erro ao atualizar cupom' });
  await expect(refused).toContainText(TAKEN);
  // The form stays, with the refused value for the seller to fix; nothing said it was saved.
  await expect(page).toHaveURL(new RegExp(`/seller/coupons/${mine.id}/edit$`));
  await expect(codeField).toHaveValue(taken.code);
  await expect(page.getByText(UPDATED)).toHaveCount(0);
  await expectAccessible(page);

  // The list shows the coupon as the server has it, and the refused change on its row.
  await page.goto('/seller/coupons');
  const row = page.getByRole('listitem').filter({ hasText: mine.code });
  await expect(row.getByRole('alert', { name: 'Erro ao atualizar cupom' })).toContainText(TAKEN);
  await row.getByRole('button', { name: `Corrigir: cupom ${mine.code}` }).click();

  // "Corrigir" reopens the form with the refused value and the server's reason.
  await expect(page).toHaveURL(new RegExp(`/seller/coupons/${mine.id}/edit$`));
  await expect(codeField).toHaveValue(taken.code);
  await expect(refused).toContainText(TAKEN);
  const fixed = code('NOVO');
  await codeField.fill(fixed);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText(UPDATED)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  await expect(page.getByRole('listitem').filter({ hasText: fixed })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Erro ao atualizar cupom' })).toHaveCount(0);
  const saved = await (await api.get(`/api/seller/coupons/${mine.id}`, { headers: auth })).json();
  expect(saved.code).toBe(fixed);
  await api.dispose();
});

test('offline: the edit is saved on the phone, refused on the replay, and shown where the seller is', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'cupom-replay');
  const taken = await createCoupon(api, auth, storeId, code('USADO'));
  const mine = await createCoupon(api, auth, storeId, code('MEU'));

  await signIn(page, email);
  await page.goto('/seller/coupons');
  await waitForServiceWorkerControl(page);
  await page.goto(`/seller/coupons/${mine.id}/edit`);
  const codeField = page.getByLabel('Código', { exact: true });
  await expect(codeField).toHaveValue(mine.code);

  await context.setOffline(true);
  await codeField.fill(taken.code);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  // Queued, and said so: saved on this phone, sent when the connection is back — not "updated".
  await expect(page.getByText('Salvo no aparelho — será enviado quando a conexão voltar')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/coupons$/);
  const pending = page.getByRole('listitem').filter({ hasText: 'aguardando conexão' });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(taken.code);
  await expect(page.getByText(UPDATED)).toHaveCount(0);

  await context.setOffline(false);
  // The replay's refusal lands on the record: the row is back to the server's code, with the refused change.
  const mineRow = page.getByRole('listitem').filter({ hasText: mine.code });
  const refusedOnRow = mineRow.getByRole('alert', { name: 'Erro ao atualizar cupom' });
  await expect(refusedOnRow).toContainText(TAKEN, { timeout: 45_000 });
  await expect(pending).toHaveCount(0);
  await expect(page.getByText(UPDATED)).toHaveCount(0);

  await mineRow.getByRole('button', { name: `Corrigir: cupom ${mine.code}` }).click();
  await expect(codeField).toHaveValue(taken.code);
  const refused = page.getByRole('alert', { name: 'Erro ao atualizar cupom' });
  await expect(refused).toContainText(TAKEN);
  await expectAccessible(page);

  // Discarding keeps the server's version: the form follows it and nothing is left to fix.
  await refused.getByRole('button', { name: `Descartar: cupom ${mine.code}` }).click();
  await expect(refused).toHaveCount(0);
  await expect(codeField).toHaveValue(mine.code);
  await page.goto('/seller/coupons');
  await expect(page.getByRole('listitem').filter({ hasText: mine.code })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Erro ao atualizar cupom' })).toHaveCount(0);
  const saved = await (await api.get(`/api/seller/coupons/${mine.id}`, { headers: auth })).json();
  expect(saved.code).toBe(mine.code);
  await api.dispose();
});

test('a product renamed to a name already in the store shows spec 001’s failure on the product', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, storeId, ids } = await sellerWithStore(playwright, baseURL, 'produto-recusado', [
    'Couve Flor',
    'Berinjela',
  ]);
  await signIn(page, email);
  await page.goto(`/seller/products/${ids[1]}/edit`);
  const name = page.getByLabel('Nome do produto');
  await expect(name).toHaveValue('Berinjela', { timeout: 20_000 });

  await name.fill('Couve Flor');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const refused = page.getByRole('alert', { name: 'Falha ao salvar produto' });
  await expect(refused).toContainText('Couve Flor');
  await expect(name).toHaveValue('Couve Flor');
  await expect(page.getByText('Produto atualizado com sucesso')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/seller/stores/${storeId}/products`);
  const row = page.locator('.seller-product').filter({ hasText: 'Berinjela' });
  await expect(row.getByRole('alert', { name: 'Falha ao salvar produto' })).toBeVisible();
  await api.dispose();
});
