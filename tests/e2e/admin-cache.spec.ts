/**
 * The admin's cache card (spec 001 §9's metrics behind the flag cache-metrics): off, the settings page says
 * how to see them; the admin switches the flag on in the same page and the card shows each cache's hit rate.
 */
import { adminMessages } from '../../src/domain/api/admin';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

test('the admin turns cache-metrics on and sees the caches’ hit rates', async ({ page }) => {
  await signIn(page, 'admin@feira.dev');
  // Something in the caches to count: a product list asked twice.
  await page.request.get('/api/products?page=1&limit=12');
  await page.request.get('/api/products?page=1&limit=12');
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Cache', exact: true });
  await expect(card.getByText(adminMessages.cacheMetricsOff)).toBeVisible();
  await expect(card.getByRole('table')).toHaveCount(0);

  const flag = page.getByRole('form', { name: 'cache-metrics', exact: true });
  await flag.getByLabel('Ligada').check();
  await flag.getByLabel('Porcentagem de usuários (0–100)').fill('100');
  await flag.getByRole('button', { name: 'Salvar' }).click();

  const table = card.getByRole('table', { name: 'Taxa de acertos de cada cache deste servidor' });
  await expect(table).toBeVisible();
  const products = table.getByRole('row', { name: /Produtos \(listas, páginas e busca\)/ });
  await expect(products).toBeVisible();
  await expect(products.getByRole('cell').first()).not.toHaveText('0%');
  for (const name of [/Principal/, /Destaques por loja/, /Resultados de busca/])
    await expect(table.getByRole('row', { name })).toBeVisible();
  await expectAccessible(page);
});
