/**
 * The stall with no signal: the shopper's QR code carries a redemption signed by the server, and the seller's
 * phone verifies it alone. Both phones are offline at the moment that matters; the seller's phone accepts the
 * genuine QR code, refuses one with a byte changed, and the server confirms the validation once when the signal
 * is back. Two phones of one stall that accepted the same QR code offline end as one confirmation and one
 * conflict that says who and when, and the coupon's history shows both.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeBase45, encodeBase45 } from '../../src/domain/signed-redemption/base45';
import { launchCameraBrowser, qrOf, qrPicture } from './fixtures/camera-phone';
import { readLocal } from './fixtures/local-db';
import { createCoupon, sellerWithStore } from './fixtures/seller';
import { apiBearer, DEMO_PASSWORD, registerShopper, shopperBearer, signIn } from './fixtures/session';
import {
  expect,
  expectAccessible,
  test,
  waitForServiceWorkerControl,
  waitUntilHydrated,
} from './fixtures/test';

const OFFLINE_ACCEPTED = 'Validado offline — será confirmado quando a conexão voltar';

/** The same signed text with one byte of its content changed (still a well-formed payload). */
function withOneByteChanged(signed: string): string {
  const bytes = decodeBase45(signed.slice(4)) as Uint8Array;
  const altered = Uint8Array.from(bytes);
  const lastTimeByte = bytes.length - 65;
  altered[lastTimeByte] = (altered[lastTimeByte] ?? 0) ^ 0x02;
  return `FR1:${encodeBase45(altered)}`;
}

/** A seller's phone on the validate screen, with its stores and the signing keys on the device. */
async function readyAtTheStall(phone: Page, email: string): Promise<void> {
  await signIn(phone, email);
  await phone.goto('/seller/coupons/validate');
  await waitUntilHydrated(phone);
  await waitForServiceWorkerControl(phone);
  await expect
    .poll(() => readLocal<number>(phone, 'redemptionKeys', 'count'), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => readLocal<number>(phone, 'sellerStores', 'count')).toBeGreaterThan(0);
}

async function scan(phone: Page): Promise<void> {
  await phone.getByRole('button', { name: 'Ler QR code' }).click();
}

const history = (api: APIRequestContext, auth: Record<string, string>, couponId: number) =>
  api
    .get(`/api/seller/coupons/${couponId}/redemptions`, { headers: auth })
    .then(
      (r) => r.json() as Promise<{ redemptions: Array<Record<string, unknown> & { conflicts: unknown[] }> }>,
    );

test('at the stall with no signal: the seller’s phone verifies the shopper’s QR code alone, once', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'banca');
  const coupon = await createCoupon(
    api,
    auth,
    storeId,
    `BANCA${Date.now().toString(36).slice(-4).toUpperCase()}`,
  );
  const camera = await launchCameraBrowser(playwright);
  try {
    // The seller's phone synced at the start of the feira, then lost the signal.
    const seller = await camera.phone(baseURL);
    await readyAtTheStall(seller, email);
    await seller.context().setOffline(true);

    // The shopper, online, redeems the coupon at the stall; their phone keeps it in "Meus cupons".
    await signIn(page, await registerShopper(request, 'banca'), DEMO_PASSWORD);
    await page.goto(`/stores/${storeId}`);
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: `Resgatar cupom ${coupon.code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Resgatar cupom' });
    await dialog.getByLabel('Seu nome (opcional)').fill('Ana Feirante');
    await dialog.getByRole('button', { name: 'Resgatar cupom' }).click();
    await expect(dialog.locator('.coupon-success__code')).toHaveText(/[A-Z0-9]{10}$/);
    const validationCode = ((await dialog.locator('.coupon-success__code').textContent()) ?? '').slice(-10);
    await dialog.locator('.form__actions').getByRole('button', { name: 'Fechar' }).click();

    // Now the shopper has no signal either: the QR code is still on their phone.
    await page.context().setOffline(true);
    await page.goto('/account/coupons');
    const qr = page.getByRole('img', {
      name: `QR code do cupom ${coupon.code}, código de validação ${validationCode}`,
    });
    await expect(qr).toBeVisible();
    const signed = (await qr.getAttribute('data-qr-value')) ?? '';
    expect(signed.startsWith('FR1:')).toBe(true);

    // The seller scans it: accepted on the phone, with the spec's card.
    await camera.film(await qrPicture(qr));
    await scan(seller);
    const result = seller.getByRole('region', { name: 'Cupom validado!' });
    await expect(result.getByRole('status')).toHaveText(OFFLINE_ACCEPTED, { timeout: 30_000 });
    await expect(result).toContainText(coupon.code);
    await expect(result).toContainText('Ana Feirante');
    await expect(result).toContainText('10% OFF');

    // A QR code with one byte changed is refused, offline, with the reason.
    await seller.getByRole('button', { name: 'Validar Novo Cupom' }).click();
    await camera.film(await qrOf(withOneByteChanged(signed)));
    await scan(seller);
    await expect(seller.getByRole('alert').filter({ hasText: 'QR inválido' })).toContainText(
      'QR inválido: assinatura não confere',
      { timeout: 30_000 },
    );
    // The genuine one again: this phone already used it.
    await seller.getByRole('button', { name: 'Limpar erro' }).click();
    await camera.film(await qrPicture(qr));
    await scan(seller);
    await expect(seller.getByRole('alert').filter({ hasText: 'já utilizado' })).toContainText(
      'Código inválido ou já utilizado',
      { timeout: 30_000 },
    );
    const row = seller.locator('.offline-validations li').filter({ hasText: validationCode });
    await expect(row).toContainText('aguardando conexão');
    await expectAccessible(seller);

    // Signal again: the server confirms the validation, once.
    await seller.context().setOffline(false);
    await expect(row).toContainText('Confirmado pelo servidor', { timeout: 30_000 });
    const { redemptions } = await history(api, auth, coupon.id);
    expect(redemptions).toEqual([
      expect.objectContaining({
        validationCode,
        validatedAt: expect.any(String),
        validatedOfflineAt: expect.any(String),
        conflicts: [],
      }),
    ]);

    // The shopper's phone, back online, shows the coupon as used.
    await page.context().setOffline(false);
    const mine = page.getByRole('article', { name: `${coupon.code} — ` }).first();
    await expect(page.getByText(/^Utilizado em /)).toBeVisible({ timeout: 30_000 });
    await expect(mine.getByRole('img')).toHaveCount(0);
    await expectAccessible(page);
    await seller.context().close();
  } finally {
    await camera.close();
    await api.dispose();
  }
});

test('two phones of one stall accept the same QR code offline: one is confirmed, the other is told who and when', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const auth = await apiBearer(api, 'vendedor@feira.dev');
  const stores = (await (await api.get('/api/seller/stores', { headers: auth })).json()) as Array<{
    id: number;
  }>;
  const coupon = await createCoupon(
    api,
    auth,
    stores[0]?.id ?? 0,
    `DOIS${Date.now().toString(36).slice(-5).toUpperCase()}`,
  );
  const redeemed = await api.post(`/api/coupons/${coupon.id}/redeem`, {
    headers: await shopperBearer(api, 'dois-aparelhos'),
    data: { customerName: 'Bruno Feirante' },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  const { validationCode, signedRedemption } = (await redeemed.json()).redemption as Record<string, string>;

  const camera = await launchCameraBrowser(playwright);
  try {
    await camera.film(await qrOf(signedRedemption ?? ''));
    const first = await camera.phone(baseURL);
    const second = await camera.phone(baseURL);
    for (const phone of [first, second]) {
      await readyAtTheStall(phone, 'vendedor@feira.dev');
      await phone.context().setOffline(true);
    }
    // The shopper shows the same QR code (a screenshot) at both phones while neither has signal.
    for (const phone of [first, second]) {
      await scan(phone);
      await expect(phone.getByRole('region', { name: 'Cupom validado!' }).getByRole('status')).toHaveText(
        OFFLINE_ACCEPTED,
        { timeout: 30_000 },
      );
    }
    const verdict = (phone: Page) =>
      phone.locator('.offline-validations li').filter({ hasText: validationCode ?? '' });

    await first.context().setOffline(false);
    await expect(verdict(first)).toContainText('Confirmado pelo servidor', { timeout: 30_000 });
    await second.context().setOffline(false);
    await expect(verdict(second)).toContainText('Conflito: já utilizado em outro aparelho', {
      timeout: 30_000,
    });
    await expect(verdict(second)).toContainText(
      /Código já utilizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Carlos Oliveira, em outro aparelho/,
    );

    // Both stalls see it in the coupon's history: who validated it, and the attempt that lost.
    for (const phone of [first, second]) {
      await verdict(phone)
        .getByRole('link', { name: /Histórico do cupom/ })
        .click();
      const section = phone.getByRole('region', { name: 'Resgates e validações' });
      await expect(section).toContainText(`${validationCode} — Bruno Feirante`);
      await expect(section).toContainText(/Validado em .+ por Carlos Oliveira \(aceito sem conexão em /);
      await expect(section).toContainText(
        /Conflito: também aceito sem conexão em outro aparelho em .+ por Carlos Oliveira/,
      );
    }
    await expectAccessible(second);
    const { redemptions } = await history(api, auth, coupon.id);
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]?.conflicts).toHaveLength(1);
    await first.context().close();
    await second.context().close();
  } finally {
    await camera.close();
    await api.dispose();
  }
});
