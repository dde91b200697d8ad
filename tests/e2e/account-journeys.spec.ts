import type { APIRequestContext, Page } from '@playwright/test';
import { startLocalPushService, testWithLoopbackPush as test } from './fixtures/push-service';
import { registerShopper, signIn } from './fixtures/session';
import {
  deliverPush,
  expect,
  expectAccessible,
  waitForPushReady,
  waitForServiceWorkerControl,
} from './fixtures/test';

/**
 * The account screens of a fresh shopper (spec 000 §2 "Account"): profile and stats, push diagnostics,
 * proximity automation, and the empty states of favourite stores and notifications, at 360 px with axe.
 */

/** São Paulo, a few steps from Praça Charles Miller: used wherever a position is needed. */
const PACAEMBU = { latitude: -23.5478, longitude: -46.6655 };

test.use({ permissions: ['geolocation', 'notifications'], geolocation: PACAEMBU });

/** The signed-in browser context's API, with the Origin header cookie writes need. */
function api(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    get: (path: string) => page.request.get(path),
    post: (path: string, data?: unknown) => page.request.post(path, { data: data ?? {}, headers }),
    put: (path: string, data: unknown) => page.request.put(path, { data, headers }),
  };
}

async function freshShopper(page: Page, request: APIRequestContext, label: string) {
  const email = await registerShopper(request, label);
  await signIn(page, email);
  return email;
}

test('profile: stats of the account, a saved edit survives a reload, a bad phone keeps what was typed', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await freshShopper(page, request, 'perfil');
  const products = await (await page.request.get('/api/products?limit=2')).json();
  const [first, second] = (products.products ?? products) as Array<{ id: number }>;
  const shopper = api(page, baseURL as string);
  for (const product of [first, second]) {
    expect((await shopper.post(`/api/wishlist/${product?.id}`)).ok()).toBe(true);
  }

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Cliente perfil' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const stat = (label: string) =>
    page
      .locator('.stats__item')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(stat('Lista de desejos')).toHaveText('2');
  await expect(stat('Reservas ativas')).toHaveText('0');
  await expect(stat('Lojas favoritas')).toHaveText('0');
  await expectAccessible(page);

  const profile = page.locator('section', { has: page.getByRole('heading', { name: 'Editar perfil' }) });
  await profile.getByLabel('Nome', { exact: true }).fill('Marina');
  await profile.getByLabel('Sobrenome').fill('Souza Prado');
  await profile.getByLabel('Telefone').fill('(11) 98765-4321');
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByRole('status').getByText('Perfil atualizado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Marina Souza Prado' })).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('Nome', { exact: true })).toHaveValue('Marina');
  await expect(profile.getByLabel('Sobrenome')).toHaveValue('Souza Prado');
  // The server keeps the digits only (formatting characters are ignored by the phone rule).
  await expect(profile.getByLabel('Telefone')).toHaveValue('11987654321');

  // A phone the server refuses: its Portuguese message on the field, the typed values stay.
  await profile.getByLabel('Nome', { exact: true }).fill('Mariana');
  await profile.getByLabel('Telefone').fill('12345');
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(profile.getByText('Telefone inválido')).toBeVisible();
  await expect(profile.getByLabel('Telefone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').getByText('Dados de entrada inválidos')).toBeVisible();
  await expect(profile.getByLabel('Telefone')).toHaveValue('12345');
  await expect(profile.getByLabel('Nome', { exact: true })).toHaveValue('Mariana');
  await expectAccessible(page);
  // Nothing of the refused edit was saved.
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me.user?.firstName ?? me.firstName).toBe('Marina');
});

const diagnostic = (page: Page, term: string) =>
  page
    .locator('.diagnostics > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

test('push test center: device state, a test push sent to myself arrives, diagnostics are cleared', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await freshShopper(page, request, 'push');
  await page.goto('/account/push-test-center');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Central de testes de push' })).toBeVisible();
  await expect(diagnostic(page, 'Suporte do navegador')).toHaveText('Sim');
  await expect(diagnostic(page, 'Permissão')).toHaveText('Permitida');
  await expect(diagnostic(page, 'Service worker')).toHaveText('Ativo');
  await expect(diagnostic(page, 'Inscrição')).toHaveText('Inativa');
  await expect(page.getByRole('button', { name: 'Enviar push de teste' })).toBeDisabled();
  await expectAccessible(page);

  // Chromium refuses push subscriptions in a Playwright (incognito) context: the failure after the three
  // tries is kept on the device as the last error, next to an error toast.
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(page.getByRole('status').getByText('Erro', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(diagnostic(page, 'Último erro')).not.toBeEmpty();
  await expect(diagnostic(page, 'Inscrição')).toHaveText('Inativa');

  const pushService = await startLocalPushService();
  try {
    // What "Ativar notificações" leaves behind after a successful subscribe: the subscription registered
    // with the server and the token cached on the device (spec 000 §9: 24 h).
    const token = JSON.stringify(pushService.subscription);
    const registered = await api(page, baseURL as string).post('/api/push-notifications/register', {
      token,
      deviceType: 'web',
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await page.evaluate(
      (value) => localStorage.setItem('feira-push-token', JSON.stringify({ token: value, at: Date.now() })),
      token,
    );
    await page.reload();
    await expect(diagnostic(page, 'Inscrição')).toHaveText('Ativa');
    await expect(diagnostic(page, 'Token')).toHaveText(token);

    await page.getByRole('button', { name: 'Enviar push de teste' }).click();
    await expect(page.getByRole('status').getByText('Push de teste enviado')).toBeVisible();
    await expect.poll(() => pushService.received.length).toBe(1);
    const [delivery] = pushService.received;
    expect(String(delivery?.headers.authorization)).toMatch(/^vapid t=.+, k=.{87}$/);
    const payload = JSON.parse(delivery?.payload ?? '{}');
    expect(payload).toMatchObject({
      title: 'Notificação de teste',
      body: 'Tudo certo! As notificações do Feira estão funcionando neste dispositivo.',
      url: '/account/push-test-center',
    });

    // The decrypted message handed to this page's service worker shows the Portuguese notification. The
    // worker must be active and notifications allowed before the push is handed over; the worker may have to
    // start (and open its database) first, which on a loaded machine takes more than the default 10 s.
    await waitForPushReady(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
      });
    await deliverPush(
      cdp,
      { origin: baseURL as string, registrationId: await registrationId, data: delivery?.payload ?? '' },
      async () => (await shown()).length,
    );
    expect(await shown()).toContain(
      'Notificação de teste: Tudo certo! As notificações do Feira estão funcionando neste dispositivo.',
    );
    await cdp.detach();

    // "Limpar diagnóstico" forgets the cached token and the last error of this device.
    await expect(diagnostic(page, 'Último erro')).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpar diagnóstico' }).click();
    await expect(page.getByRole('status').getByText('Diagnóstico limpo')).toBeVisible();
    await expect(diagnostic(page, 'Último erro')).toHaveCount(0);
    await expect(diagnostic(page, 'Token')).toHaveCount(0);
    await expect(diagnostic(page, 'Inscrição')).toHaveText('Inativa');
    await expect(page.getByRole('button', { name: 'Enviar push de teste' })).toBeDisabled();
    await expectAccessible(page);
  } finally {
    await pushService.close();
  }

  // /account/fcm-test is the same diagnostics under its own title.
  await page.goto('/account/fcm-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Teste de notificações (FCM)' })).toBeVisible();
  await expect(diagnostic(page, 'Permissão')).toHaveText('Permitida');
  await expect(diagnostic(page, 'Service worker')).toHaveText('Ativo');
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeEnabled();
  await expectAccessible(page);
});

test('proximity automation: opt in with a radius, a followed store with a promotion nearby, opt out', async ({
  page,
  request,
  baseURL,
}) => {
  await freshShopper(page, request, 'proximidade');
  // A store running a flash promotion now, followed by this shopper, and the browser standing next to it.
  const promotions = (await (await page.request.get('/api/promotions/flash')).json()) as Array<{
    storeId: number;
    storeName: string;
  }>;
  const promoted = promotions[0];
  expect(promoted, 'the demo data has a running flash promotion').toBeTruthy();
  const store = (await (await page.request.get(`/api/stores/${promoted?.storeId}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  expect((await api(page, baseURL as string).post(`/api/favorite-stores/${promoted?.storeId}`)).ok()).toBe(
    true,
  );
  await page.context().setGeolocation({ latitude: store.latitude + 0.001, longitude: store.longitude });

  await page.goto('/account/proximity-automation');
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos por proximidade' })).toBeVisible();
  await expect(page.getByText('Situação: Desativado')).toBeVisible();
  const radius = page.getByLabel('Raio em metros');
  await expect(radius).toHaveValue('500');
  await expectAccessible(page);

  // Out of range: the domain's message, nothing saved, the typed value stays.
  await radius.fill('50');
  await page.getByRole('button', { name: 'Ativar avisos' }).click();
  await expect(page.getByRole('status').getByText('O raio deve ser entre 100 e 5000 metros')).toBeVisible();
  await expect(radius).toHaveAttribute('aria-invalid', 'true');
  await expect(radius).toHaveAccessibleDescription('O raio deve ser entre 100 e 5000 metros');
  await expect(page.getByText('Situação: Desativado')).toBeVisible();
  await expect(radius).toHaveValue('50');

  await radius.fill('800');
  await page.getByRole('button', { name: 'Ativar avisos' }).click();
  await expect(page.getByRole('status').getByText('Avisos por proximidade ativados')).toBeVisible();
  await expect(radius).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Situação: Ativado (raio de 800 m)')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Situação: Ativado (raio de 800 m)')).toBeVisible();
  await expect(page.getByLabel('Raio em metros')).toHaveValue('800');

  // "Usar minha localização": the position is checked and the followed store ~110 m away is listed.
  await page.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(page.getByRole('button', { name: 'Parar de verificar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: promoted?.storeName ?? '' })).toHaveText(
    new RegExp(`${promoted?.storeName} — 1[01]\\d m`),
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('status').getByText('Avisos por proximidade desativados')).toBeVisible();
  await expect(page.getByText('Situação: Desativado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verificar agora' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Situação: Desativado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar avisos' })).toBeVisible();
});

test('a new shopper: favourite stores and notifications show their empty states', async ({
  page,
  request,
}) => {
  await freshShopper(page, request, 'vazio');
  await page.goto('/account/favorite-stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas favoritas' })).toBeVisible();
  await expect(page.getByText('Você ainda não segue nenhuma loja.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ver lojas' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();

  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByText('Tudo lido.')).toBeVisible();
  await expect(page.getByText('Nenhuma notificação ainda.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Não lidas', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Não lidas', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Nenhuma notificação não lida.')).toBeVisible();
});
