/**
 * The admin area on a fresh installation without an admin: setup with the token the server
 * printed, the admin screens (axe on each), a store suspension a shopper's open store page shows once its live
 * socket opens, then the reactivation, which reaches that page through the realtime delta.
 */

import { sellerMessages } from '../../src/domain/api/seller';
import { registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, testWithServer } from './fixtures/test';

const STORE = 'Queijos Serra da Canastra';

// The demo stores, but no admin: the first start prints a setup token as a real installation's does.
const test = testWithServer({ SEED_ADMIN: 'false' });

test('setup → admin screens → suspend a store, seen by a shopper when the socket opens → reactivate, seen live', async ({
  page,
  browser,
  baseURL,
  server,
  request,
}) => {
  const token = /código de configuração: (\S+)/.exec(server.output())?.[1];
  expect(token, server.output()).toBeTruthy();

  await page.goto('/admin/setup');
  await expect(page.getByRole('heading', { name: 'Configuração inicial' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Código de configuração').fill('errado');
  await page.getByLabel('Nome', { exact: true }).fill('Dona');
  await page.getByLabel('Sobrenome').fill('Feira');
  await page.getByLabel('E-mail').fill('dona@feira.dev');
  await page.getByLabel('Senha').fill('uma senha boa');
  await page.getByRole('button', { name: 'Criar administrador' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Código de configuração inválido' }).first(),
  ).toBeVisible();
  // What was typed stays; only the code is corrected.
  await expect(page.getByLabel('E-mail')).toHaveValue('dona@feira.dev');
  await page.getByLabel('Código de configuração').fill(token ?? '');
  await page.getByRole('button', { name: 'Criar administrador' }).click();
  await expect(page.getByRole('heading', { name: 'Painel da administração' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usuários por papel' })).toBeVisible();
  await expectAccessible(page);

  for (const [link, heading] of [
    ['Produtos', 'Produtos'],
    ['Usuários', 'Usuários'],
    ['Configurações', 'Configurações'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Navegação da administração' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('table').or(page.getByRole('heading', { name: 'Feature flags' })),
    ).toBeVisible();
    await expectAccessible(page);
  }

  await page
    .getByRole('navigation', { name: 'Navegação da administração' })
    .getByRole('link', { name: 'Lojas' })
    .click();
  await page.getByRole('searchbox', { name: 'Buscar loja, cidade ou e-mail do dono' }).fill('canastra');
  await page.getByRole('searchbox', { name: 'Buscar loja, cidade ou e-mail do dono' }).press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('link', { name: STORE }).click();
  await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
  await expectAccessible(page);
  const storeId = /store-management\/(\d+)/.exec(page.url())?.[1];

  // A shopper has the store open on another device, whose live socket opens only after the suspension (its
  // ticket is held): what changed before a socket listened is read again when one opens.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  await signIn(shopper, await registerShopper(request, 'admin-loja'));
  const frames: string[] = [];
  shopper.on('websocket', (ws) => {
    if (ws.url().includes('/ws/')) ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  let releaseTicket = () => {};
  const ticketHeld = new Promise<void>((resolve) => {
    releaseTicket = resolve;
  });
  await shopper.route('**/api/realtime/ticket', async (route) => {
    await ticketHeld;
    await route.continue();
  });
  await shopper.goto(`/stores/${storeId}`);
  await expect(shopper.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await shopper.evaluate(() => {
    (window as { feiraNoReload?: boolean }).feiraNoReload = true;
  });

  await page.getByRole('button', { name: 'Suspender loja' }).click();
  await expect(page.getByText('Informe o motivo').first()).toBeVisible();
  await page.getByLabel(/Motivo da suspensão/).fill('Produtos sem procedência');
  await page.getByRole('button', { name: 'Suspender loja' }).click();
  await expect(page.getByText('Suspensa', { exact: true })).toBeVisible();
  await expect(page.getByText('Suspendeu a loja')).toBeVisible();

  frames.length = 0;
  releaseTicket();
  await expect(shopper.getByRole('heading', { name: 'Loja indisponível' })).toBeVisible({ timeout: 15_000 });
  await expect(shopper.getByRole('heading', { name: 'Produtos' })).toHaveCount(0);
  expect(await shopper.evaluate(() => (window as { feiraNoReload?: boolean }).feiraNoReload)).toBe(true);

  // The reactivation reaches the open page live, through the socket's delta.
  await expect.poll(() => frames.some((f) => f.includes('"hello"')), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: 'Reativar loja' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByText('Reativou a loja')).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Loja indisponível' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(shopper.getByRole('heading', { name: 'Produtos' })).toBeVisible();

  // The admin edits the store: a bad field is told at the field and what was typed stays.
  const edit = page.getByRole('form', { name: 'Editar loja' });
  await edit.getByLabel('Nome da loja').fill('X');
  await edit.getByLabel('Telefone').fill('(11) 3333-4444');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText(sellerMessages.storeNameLength)).toBeVisible();
  await expect(edit.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
  await edit.getByLabel('Nome da loja').fill(STORE);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Editou a loja')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Editar loja' }).getByLabel('Telefone')).toHaveValue(
    '(11) 3333-4444',
  );

  // A user's page: details and the admin history, reached from the users list.
  await page
    .getByRole('navigation', { name: 'Navegação da administração' })
    .getByRole('link', { name: 'Usuários' })
    .click();
  await page.getByRole('link', { name: 'Dona Feira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dona Feira' })).toBeVisible();
  await expect(page.getByText('dona@feira.dev', { exact: true })).toBeVisible();
  await expect(page.getByText('Criou o primeiro administrador')).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Histórico da administração' })).toBeVisible();
  await expectAccessible(page);

  // A shopper who opens the admin area is refused with a clear message.
  await shopper.goto('/admin');
  await expect(shopper.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expectAccessible(shopper);
  await shopperContext.close();
});
