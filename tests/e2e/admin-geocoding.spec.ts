/**
 * Admin geocoding at 360 px: a seller moves their stall to another town, the store appears on
 * /admin/geocoding, the admin geocodes it (offline municipality list), opens its place details, corrects the
 * point through the form and sees both actions in the history. axe on both screens.
 */
import { apiBearer, signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

test('a moved store is geocoded, then its point corrected by the admin', async ({ page, request }) => {
  // The seller's side, through the API: their first store gets an admin-placed point, then the seller moves.
  const seller = await apiBearer(request, 'vendedor@feira.dev');
  const [store] = (await (await request.get('/api/seller/stores', { headers: seller })).json()) as Array<{
    id: number;
    name: string;
  }>;
  if (!store) throw new Error('the demo seller has no store');

  await signIn(page, 'admin@feira.dev');
  const placed = await page.request.put(`/api/admin/places/${store.id}`, {
    data: { latitude: -23.55, longitude: -46.63 },
  });
  expect(placed.status()).toBe(200);
  const moved = await request.put(`/api/seller/stores/${store.id}/location`, {
    headers: seller,
    data: {
      address: 'Rua Barão de Jaguara, 100',
      city: 'Campinas',
      state: 'SP',
      latitude: -23.55,
      longitude: -46.63,
    },
  });
  expect(moved.status()).toBe(200);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Navegação da administração' })
    .getByRole('link', { name: 'Geocodificação' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geocodificação' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: store.name });
  await expect(row).toContainText('Endereço mudou');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Geocodificar ${store.name}` }).click();
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByText(/Campinas - SP \(Centro do município\)/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: store.name })).toHaveCount(0);
  await expectAccessible(page);

  await results.getByRole('link', { name: store.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Local: ${store.name}` })).toBeVisible();
  await expect(page.getByText('Geocodificou a loja')).toBeVisible();
  await expect(page.getByRole('img', { name: /Prévia do ponto/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Latitude' }).fill('95');
  await page.getByRole('button', { name: 'Salvar ponto' }).click();
  await expect(page.getByText('Latitude deve estar entre -90 e 90')).toBeVisible();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('-22,9');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-47,06');
  await page.getByRole('button', { name: 'Salvar ponto' }).click();
  await expect(page.getByText('Ponto corrigido')).toBeVisible();
  // The history, newest first: this correction on top of the geocoding (the setup's own correction is older).
  const history = page.getByRole('region', { name: 'Histórico da administração' }).getByRole('listitem');
  await expect(history.nth(0)).toContainText('Corrigiu o ponto no mapa');
  await expect(history.nth(0)).toContainText('"latitude":-22.9');
  await expect(history.nth(1)).toContainText('Geocodificou a loja');
  await expect(page.getByText('Corrigido pela administração')).toBeVisible();
  await expect(page.getByText('-22.9, -47.06').first()).toBeVisible();
  await expectAccessible(page);
});
