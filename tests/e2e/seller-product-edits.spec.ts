/**
 * A seller's product at the stall: deleted offline (gone for shoppers once the phone reconnects), an edit
 * form that keeps the seller's typing when a newer version of its product arrives, and a photo's description
 * that becomes the product page's alt text.
 */
import { sellerWithStore, serverProducts } from './fixtures/seller';
import { registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

type Product = {
  id: number;
  name: string;
  price: number;
  imageDetails: { url: string; alt: string | null; isPrimary: boolean }[];
};

test('a product deleted offline disappears from the shopper list after reconnect, once', async ({
  browser,
  context,
  page,
  playwright,
  baseURL,
  request,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'excluir', [
    'Couve Flor',
    'Berinjela',
  ]);

  const shopperContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const shopper = await shopperContext.newPage();
  // A signed-in shopper: the live socket (what tells an open page of the deletion) is for accounts.
  await signIn(shopper, await registerShopper(request, 'excluido'));
  await shopper.goto(`/stores/${storeId}`);
  await expect(shopper.getByText('Berinjela').first()).toBeVisible();

  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}/products`);
  await waitForServiceWorkerControl(page);
  const rows = page.locator('.seller-product');
  await expect(rows).toHaveCount(2, { timeout: 20_000 });

  await context.setOffline(true);
  await rows.filter({ hasText: 'Berinjela' }).getByRole('button', { name: 'Excluir Berinjela' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir produto' });
  await expect(dialog).toContainText('Tem certeza que deseja excluir Berinjela?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows.filter({ hasText: 'Couve Flor' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Berinjela' })).toHaveCount(0);
  expect((await serverProducts<Product>(api, auth, storeId)).length).toBe(2);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverProducts<Product>(api, auth, storeId)).map((p) => p.name), {
      timeout: 45_000,
    })
    .toEqual(['Couve Flor']);
  // The shopper's open page drops it when the deletion is announced.
  await expect(shopper.getByText('Berinjela')).toHaveCount(0, { timeout: 20_000 });
  await expect(shopper.getByText('Couve Flor').first()).toBeVisible();
  await shopperContext.close();
  await api.dispose();
});

test('an edit form keeps unsaved typing when another tab saves a newer version, and says so', async ({
  context,
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'rascunho', [
    'Alface Lisa',
  ]);
  const [alface] = ids as [number];

  await signIn(page, email);
  await page.goto(`/seller/products/${alface}/edit`);
  const name = page.getByLabel('Nome do produto');
  await expect(name).toHaveValue('Alface Lisa');
  await name.fill('Alface Roxa');

  // The same product, edited in another tab and saved.
  const other = await context.newPage();
  await other.goto(`/seller/products/${alface}/edit`);
  await other.getByLabel('Preço (R$)', { exact: true }).fill('6,00');
  await other.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect
    .poll(async () => (await serverProducts<Product>(api, auth, storeId))[0]?.price, { timeout: 20_000 })
    .toBe(6);
  await other.close();

  const notice = page.getByRole('region', { name: 'Alterado em outro lugar' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ has: notice })).toContainText(
    'Este produto foi alterado em outro aparelho ou aba',
  );
  await expect(name).toHaveValue('Alface Roxa');
  // The field the seller did not touch follows the newer version.
  await expect(page.getByLabel('Preço (R$)', { exact: true })).toHaveValue('6,00');
  await notice.getByRole('button', { name: 'Ver os novos valores' }).click();
  await expect(notice.getByRole('list', { name: 'Novos valores' })).toContainText('Preço');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect
    .poll(async () => {
      const [p] = await serverProducts<Product>(api, auth, storeId);
      return [p?.name, p?.price];
    })
    .toEqual(['Alface Roxa', 6]);
  await api.dispose();
});

test("a photo's description is kept and is the product page's alt text; a 3 % discount is no offer", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'descricao', [
    // 3 % off: less than spec 001 §9's significant discount.
    { name: 'Mel Silvestre', images: ['/demo/products/comida-1.png'], price: 10, discountedPrice: 9.7 },
  ]);
  const [mel] = ids as [number];

  await signIn(page, email);
  await page.goto(`/seller/products/${mel}/edit`);
  const description = page.getByLabel('Descrição da foto 1');
  await expect(description).toHaveValue('');
  await expect(
    page.getByText('Desconto abaixo de 5% costuma passar despercebido pelos clientes'),
  ).toBeVisible();
  await description.fill('Pote de mel com um favo por cima');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect
    .poll(async () => (await serverProducts<Product>(api, auth, storeId))[0]?.imageDetails)
    .toEqual([
      { url: '/demo/products/comida-1.png', alt: 'Pote de mel com um favo por cima', isPrimary: true },
    ]);

  await page.goto(`/products/${mel}`);
  await expect(page.locator('img.gallery__main')).toHaveAttribute('alt', 'Pote de mel com um favo por cima');
  // The price paid is the discounted one, but 3 % off is not shown as an offer.
  await expect(page.locator('.product-detail__price .price__current')).toHaveText(/9,70/);
  await expect(page.locator('.product-detail__price .tag--discount')).toHaveCount(0);
  // Back on the form, the description is there to edit.
  await page.goto(`/seller/products/${mel}/edit`);
  await expect(page.getByLabel('Descrição da foto 1')).toHaveValue('Pote de mel com um favo por cima');
  await api.dispose();
});
