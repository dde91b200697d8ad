import type { Page } from '@playwright/test';
import { createFlashPromotion, demoSellerApi } from './fixtures/seller';
import { serverJson } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

/** Phone-sized journeys of the shopper app (spec 000), on a real server with the demo data. */

async function loginAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('feira1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado')).toBeVisible();
}

test('register → category → wishlist → reserve → countdown → cancel', async ({ page }) => {
  const email = `compradora.${Date.now()}@exemplo.com.br`;
  await page.goto('/register');
  await expectAccessible(page);
  await page.getByLabel('Nome', { exact: true }).fill('Joana');
  await page.getByLabel('Sobrenome').fill('Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('uma senha boa');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado')).toBeVisible();

  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Categorias' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /Comida/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comida' })).toBeVisible();
  const firstProduct = page.locator('.product-grid .product-card__link').first();
  await expect(firstProduct).toBeVisible();
  await expectAccessible(page);
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await expect(page.getByRole('button', { name: 'Remover da lista de desejos' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.getByLabel('Quantidade').fill('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText('Reserva criada!')).toBeVisible();
  await page.getByRole('link', { name: 'Ver minhas reservas' }).click();

  await expect(page.getByRole('heading', { name: /Ativas/ })).toBeVisible();
  const countdown = page.locator('.countdown time').first();
  await expect(countdown).toHaveText(/^[12]h \d{2}min$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancelar reserva' }).first().click();
  await expect(page.getByText('Reserva cancelada')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Canceladas/ })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar canceladas' }).click();
  await expect(page.getByRole('heading', { name: /Canceladas/ })).toHaveCount(0);
});

test('search "pao" finds "Pão de queijo mineiro" online and offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.getByLabel('Buscar produtos e lojas').fill('  pao ');
  await page.getByLabel('Buscar produtos e lojas').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pao$/);
  await expect(page.getByText('Pão de queijo mineiro').first()).toBeVisible();
  await expect(page.getByText('Resultados da feira inteira.')).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(true);
  await page.goto('/search?q=pao');
  await expect(page.getByText(/Sem conexão: resultados/)).toBeVisible();
  await expect(page.getByText('Pão de queijo mineiro').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'pao' })).toBeVisible();
  await context.setOffline(false);
});

test('a coupon is redeemed from the store page and its code is shown', async ({ page }) => {
  await loginAs(page, 'cliente@feira.dev');
  const storeId = await page.evaluate(async () => {
    const res = await fetch('/api/coupons/public');
    const body = (await res.json()) as
      | Array<{ storeId: number; endTime: string; isActive: boolean }>
      | { coupons: Array<{ storeId: number; endTime: string; isActive: boolean }> };
    const list = Array.isArray(body) ? body : body.coupons;
    return list.find((c) => c.isActive && Date.parse(c.endTime) > Date.now())?.storeId;
  });
  expect(storeId).toBeTruthy();
  await page.goto(`/stores/${storeId}`);
  await page
    .getByRole('button', { name: /^Resgatar cupom/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar cupom' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Resgatar cupom' }).click();
  await expect(page.getByText('Cupom Resgatado!')).toBeVisible();
  await expect(dialog.locator('.coupon-success__code')).toHaveText(/Código de validação: [A-Z0-9]{10}/);
  await expectAccessible(page);
});

test('following a store: the seller creates a promotion and the bell shows it live', async ({
  page,
  playwright,
  baseURL,
}) => {
  const demo = await demoSellerApi(playwright, baseURL, 'vendedora@feira.dev');
  const { seller, store } = demo;

  await loginAs(page, 'cliente@feira.dev');
  await page.goto(`/stores/${store.id}`);
  // The demo shopper may already follow this store: wait for the store to render, then follow if needed.
  await expect(page.getByRole('button', { name: /^(Seguir loja|Deixar de seguir)$/ })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Seguir loja' });
  if (await follow.isVisible()) await follow.click();
  await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(page.getByText('aguardando conexão')).toHaveCount(0);

  // The demo shopper has unread notifications before this one (the demo data's, earlier runs'): the bell
  // shows the server's count first, then more (a promotion may reach a follower for more than one reason:
  // the followed store, a store nearby), and the menu lists this run's own title.
  const bell = page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
  const unreadLabel = (n: number) => `Notificações, ${n === 1 ? '1 não lida' : `${n} não lidas`}`;
  const unreadShown = async () =>
    Number(/(\d+) não lidas?$/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? Number.NaN);
  const { unreadCount } = await serverJson<{ unreadCount: number }>(page, '/api/notifications?limit=1');
  await expect(bell).toHaveAccessibleName(unreadLabel(unreadCount));

  const title = `Relâmpago do teste ${Date.now().toString(36)}`;
  const created = await createFlashPromotion(demo, title, 3_600_000);
  expect(created.ok()).toBe(true);

  await expect.poll(unreadShown, { timeout: 15_000 }).toBeGreaterThan(unreadCount);
  await bell.click();
  await expect(page.locator('#notification-menu')).toContainText(title);
  await expectAccessible(page);
  await seller.dispose();
});

test('keyboard only: skip links and the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.product-grid .product-card h3').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Pular para o conteúdo principal/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Alt+S');
  await expect(page.locator('#search-input')).toBeFocused();
  await page.keyboard.type('mel');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mel/);
  await page.keyboard.press('Alt+F');
  await expect(page.locator('#footer')).toBeFocused();
  await page.keyboard.press('Alt+M');
  await expect(page.locator('#main-content')).toBeFocused();
  // The drawer opens from the keyboard, traps focus (native modal dialog) and closes with Escape.
  await page.getByRole('button', { name: 'Abrir menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
});
