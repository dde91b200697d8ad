import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

/**
 * Public catalogue screens (spec 000 §2 "Public") and password recovery, at 360 px with axe, on a real
 * server with the demo data.
 */

type FlashPromotion = { title: string; storeId: number; storeName: string };
type Store = { id: number; name: string; latitude: number | null; longitude: number | null };

/** Praça Charles Miller, where the demo "Feira do Pacaembu" stands. */
const PACAEMBU = { latitude: -23.5478, longitude: -46.6655 };

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), `${url} → ${response.status()}`).toBe(200);
  return (await response.json()) as T;
}

/** "R$ 1.234,56" → 1234.56 */
const brl = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** "350 m" / "1,2 km" → metres. */
const metres = (text: string) => {
  const [, value = '', unit] = /a ([\d.,]+) (m|km)$/.exec(text) ?? [];
  const n = Number(value.replace('.', '').replace(',', '.'));
  return unit === 'km' ? n * 1000 : n;
};

test('promotions: the running flash promotions with a countdown', async ({ page }) => {
  const running = await json<FlashPromotion[]>(page, '/api/promotions/flash');
  expect(running.length).toBeGreaterThan(0);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promoções relâmpago' })).toBeVisible();
  await expect(page.getByText('Ofertas por tempo limitado das barracas da feira.')).toBeVisible();
  const cards = page.locator('.promo-card');
  await expect(cards).toHaveCount(running.length);
  for (const promotion of running) {
    const card = cards.filter({ has: page.getByRole('link', { name: promotion.title, exact: true }) });
    // Running promotions count down to their end: "Termina em 2h 05min" or, in the last hour, "Termina em 42:10".
    await expect(card.locator('.countdown')).toHaveText(/^Termina em (\d+h \d{2}min|\d{2}:\d{2})$/);
    await expect(card.locator('.price__current')).toHaveText(/^R\$\s\d+,\d{2}$/);
  }
  await expectAccessible(page);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('stores: the list, then sorted by distance once location is allowed', async ({ page, context }) => {
  const stores = await json<Store[]>(page, '/api/stores');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PACAEMBU);
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
  const cards = page.locator('.store-card');
  await expect(cards).toHaveCount(stores.length);
  // Before the shopper asks, no position is used and no distance is shown.
  await expect(cards.locator('.store-card__meta').filter({ hasText: ' · a ' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ordenar pela distância' }).click();
  await expect(page.getByRole('button', { name: 'Ordenar pela distância' })).toHaveCount(0);
  const located = stores.filter((s) => s.latitude !== null && s.longitude !== null).length;
  await expect(cards.locator('.store-card__meta').filter({ hasText: / · a [\d.,]+ k?m$/ })).toHaveCount(
    located,
  );
  await expect(cards.first().locator('.store-card__meta')).toHaveText(/^Pacaembu, São Paulo · a \d+ m$/);
  const distances = (await cards.locator('.store-card__meta').allTextContents())
    .filter((t) => t.includes(' · a '))
    .map(metres);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectAccessible(page);
});

test('store page: products, coupons and follow (anonymous goes to login, a shopper follows)', async ({
  page,
  request,
}) => {
  const stores = await json<Store[]>(page, '/api/stores');
  const store = stores.find((s) => s.name === 'Hortifrúti da Dona Cida');
  expect(store, 'demo store Hortifrúti da Dona Cida').toBeTruthy();
  const products = await json<{ products: Array<{ name: string }>; pagination: { totalCount: number } }>(
    page,
    `/api/stores/${store?.id}/products?limit=100`,
  );

  await page.goto(`/stores/${store?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hortifrúti da Dona Cida' })).toBeVisible();
  const productSection = page.locator('section', { has: page.getByRole('heading', { name: 'Produtos' }) });
  await expect(productSection.locator('.product-card')).toHaveCount(products.pagination.totalCount);
  await expect(
    productSection.getByRole('heading', { name: products.products[0]?.name, exact: true }),
  ).toBeVisible();
  const coupons = page.locator('section', { has: page.getByRole('heading', { name: 'Cupons' }) });
  await expect(coupons.getByText('FEIRA10', { exact: true })).toBeVisible();
  await expect(coupons.getByText('10% de desconto em compras acima de R$ 30,00')).toBeVisible();
  await expect(coupons.getByRole('button', { name: 'Resgatar cupom FEIRA10' })).toBeVisible();
  await expectAccessible(page);

  // Following needs an account: the anonymous shopper is sent to the login screen.
  await page.getByRole('button', { name: 'Seguir loja' }).click();
  await expect(page).toHaveURL(/\/login/);

  const email = await registerShopper(request, 'loja');
  await signIn(page, email);
  await page.goto(`/stores/${store?.id}`);
  await page.getByRole('button', { name: 'Seguir loja' }).click();
  await expect(page.getByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  await expect(page.getByText('aguardando conexão')).toHaveCount(0);
  await page.goto('/account/favorite-stores');
  await expect(page.getByRole('link', { name: 'Hortifrúti da Dona Cida' })).toBeVisible();
  await page.getByRole('button', { name: 'Deixar de seguir Hortifrúti da Dona Cida' }).click();
  await expect(page.getByText('Você ainda não segue nenhuma loja.')).toBeVisible();
});

test('products: a filter and a sort change the list', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  // The server is the oracle of the totals (the local rows are only what this device has seen so far).
  type Page1 = { pagination: { totalCount: number } };
  const all = (await json<Page1>(page, '/api/products?limit=1')).pagination.totalCount;
  const discounted = (await json<Page1>(page, '/api/products?discountedOnly=true&limit=1')).pagination
    .totalCount;
  expect(discounted).toBeGreaterThan(0);
  expect(discounted).toBeLessThan(all);
  const count = page.locator('.list-count');
  await expect(count).toHaveText(`${all} produtos`);
  await expectAccessible(page);

  const filters = page.getByRole('form', { name: 'Filtros' });
  // The panel is a <details>; it stays as the shopper left it after "Aplicar filtros".
  const openFilters = async () => {
    if ((await page.locator('details.filters-panel').getAttribute('open')) === null) {
      await page.getByText('Filtros e ordenação').click();
    }
    await expect(filters).toBeVisible();
  };
  await openFilters();
  await filters.getByLabel('Só em oferta').check();
  await filters.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/discountedOnly=true/);
  await expect(page).toHaveURL(/sort=price(%3A|:)asc/);
  await expect(count).toHaveText(`${discounted} produtos`);

  const cards = page.locator('.product-grid .product-card');
  await expect(cards).toHaveCount(Math.min(discounted, 24));
  // Every card is an offer, and the prices paid go up from the first card.
  await expect(cards.filter({ hasNot: page.locator('.tag--discount') })).toHaveCount(0);
  const prices = (await cards.locator('.price__current').allTextContents()).map(brl);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expectAccessible(page);

  // Highest price first: the order flips.
  await openFilters();
  await filters.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/sort=price(%3A|:)desc/);
  const pricesNow = async () => (await cards.locator('.price__current').allTextContents()).map(brl);
  await expect
    .poll(async () => {
      const now = await pricesNow();
      return (
        now.length > 1 && now.every((v, k) => k === 0 || (now[k - 1] ?? v) >= v) && now[0] !== now.at(-1)
      );
    })
    .toBe(true);
  expect(Math.max(...(await pricesNow()))).toBeGreaterThanOrEqual(Math.max(...prices));
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/feira/que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('O endereço que você abriu não existe ou mudou de lugar.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** The newest reset link mailed to `email`: the server's outbox is DATA_DIR/mail (one .eml per message). */
async function resetLinkFor(mailDir: string, email: string): Promise<string> {
  const safe = email.replace(/[^\w.@+-]/g, '_');
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`-${safe}.eml`))
    .sort();
  const newest = files.at(-1);
  if (!newest) return '';
  const raw = await readFile(path.join(mailDir, newest), 'utf8');
  // Undo quoted-printable soft line breaks and escapes before looking for the link.
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w%-]+/.exec(text)?.[0] ?? '';
}

test('forgot password: the mailed link sets a new password; a used or bad link is refused in Portuguese', async ({
  page,
  request,
  server,
}) => {
  const email = await registerShopper(request, 'senha');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill('não é e-mail');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Se existir uma conta com esse e-mail' }),
  ).toBeVisible();

  const mailDir = path.join(server.dataDir, 'mail');
  await expect.poll(() => resetLinkFor(mailDir, email), { timeout: 15_000 }).toMatch(/token=/);
  const link = new URL(await resetLinkFor(mailDir, email));
  expect(link.origin).toBe(server.url);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('nova senha da feira');
  await page.getByLabel('Confirme a nova senha').fill('outra senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('nova senha da feira');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('status').getByText('Senha alterada')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, 'nova senha da feira');
  await expect(page.getByRole('status').getByText('Login realizado')).toBeVisible();
  // The old password no longer opens the account.
  const old = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(old.status()).toBe(401);

  // The same link a second time (single use), and a made-up token: the same Portuguese refusal.
  for (const search of [link.search, '?token=nao-existe-esse-token']) {
    await page.goto(`/reset-password${search}`);
    await page.getByLabel('Nova senha', { exact: true }).fill('mais uma senha boa');
    await page.getByLabel('Confirme a nova senha').fill('mais uma senha boa');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(
      page.getByRole('status').getByText('Link de redefinição inválido ou expirado. Solicite um novo.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password/);
  }
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir novo link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('360 px: home, product, store and account pages never scroll sideways', async ({ page, request }) => {
  const stores = await json<Store[]>(page, '/api/stores');
  const email = await registerShopper(request, 'largura');
  await signIn(page, email);
  const noSidewaysScroll = async (url: string, ready: () => Promise<void>) => {
    await page.goto(url);
    await ready();
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(clientWidth, url).toBe(360);
    expect(scrollWidth, `${url} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
  };
  await noSidewaysScroll('/', () =>
    expect(page.locator('.product-grid .product-card h3').first()).toBeVisible(),
  );
  const productLink = page.locator('.product-grid .product-card__link').first();
  const productHref = (await productLink.getAttribute('href')) ?? '/products/1';
  await noSidewaysScroll(productHref, () =>
    expect(page.getByRole('button', { name: 'Reservar' })).toBeVisible(),
  );
  await noSidewaysScroll(`/stores/${stores[0]?.id}`, () =>
    expect(page.locator('.product-grid .product-card').first()).toBeVisible(),
  );
  await noSidewaysScroll('/account', () =>
    expect(page.getByRole('button', { name: 'Salvar perfil' })).toBeVisible(),
  );
});
