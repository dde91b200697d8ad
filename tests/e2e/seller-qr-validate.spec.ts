/**
 * Scan to validate: the shopper's phone shows the redeemed coupon's code as a QR code; the seller's phone reads
 * it with its camera (Chromium's fake camera playing a picture of that very QR code) and validates it once. A
 * refused camera is explained in Portuguese and typing still works; the store's poster carries its public link.
 */
import type { APIRequestContext, BrowserType, Page } from '@playwright/test';
import { decodeSignedRedemption } from '../../src/domain/signed-redemption/codec';
import { launchCameraBrowser, qrOf, qrPicture, readQr } from './fixtures/camera-phone';
import { readLocal } from './fixtures/local-db';
import { createCoupon, sellerWithStore } from './fixtures/seller';
import { DEMO_PASSWORD, registerShopper, shopperBearer, signIn } from './fixtures/session';
import {
  expect,
  expectAccessible,
  test,
  waitForServiceWorkerControl,
  waitUntilHydrated,
} from './fixtures/test';

type SellerCoupon = { id: number; code: string; usageCount: number };

/** The stall's coupon for these journeys: up to five uses. */
function createStallCoupon(api: APIRequestContext, auth: Record<string, string>, storeId: number) {
  return createCoupon(api, auth, storeId, `QR${Date.now().toString(36).slice(-5).toUpperCase()}`, {
    description: 'Desconto na barraca',
    maxUsageCount: 5,
  });
}

async function usageCount(api: APIRequestContext, auth: Record<string, string>, couponId: number) {
  const coupons = (await (await api.get('/api/seller/coupons', { headers: auth })).json()) as SellerCoupon[];
  return coupons.find((c) => c.id === couponId)?.usageCount;
}

/**
 * A second phone whose camera (Chromium's fake capture device) films `picture`, camera allowed, for `journey`.
 * Its own browser: the fake camera is a launch option.
 */
async function withCameraPhone(
  playwright: { chromium: BrowserType },
  baseURL: string | undefined,
  picture: Buffer,
  journey: (page: Page) => Promise<void>,
): Promise<void> {
  const camera = await launchCameraBrowser(playwright);
  try {
    await camera.film(picture);
    const phone = await camera.phone(baseURL);
    await journey(phone);
    await phone.context().close();
  } finally {
    await camera.close();
  }
}

/** A shopper account that redeems the coupon through the API: its validation code. */
async function redeemThroughApi(api: APIRequestContext, couponId: number, label: string): Promise<string> {
  const redeemed = await api.post(`/api/coupons/${couponId}/redeem`, {
    headers: await shopperBearer(api, label),
    data: {},
  });
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  return (await redeemed.json()).redemption.validationCode as string;
}

test('seller: the camera reads the QR code on the shopper’s phone and validates the coupon once', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'qr');
  const coupon = await createStallCoupon(api, auth, storeId);

  // The shopper redeems the coupon on the store's page; the success step shows the code and its QR code.
  await signIn(page, await registerShopper(request, 'qr'), DEMO_PASSWORD);
  await page.goto(`/stores/${storeId}`);
  await page.getByRole('button', { name: `Resgatar cupom ${coupon.code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar cupom' });
  await dialog.getByRole('button', { name: 'Resgatar cupom' }).click();
  const qr = dialog.getByRole('img', { name: /^QR code do código de validação [A-Z0-9]{10}$/ });
  await expect(qr).toBeVisible();
  const validationCode = /([A-Z0-9]{10})$/.exec((await qr.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await expect(dialog.locator('.coupon-success__code')).toContainText(validationCode);
  // The QR code carries the server's signed redemption of that code, which the seller's phone can verify alone.
  expect(decodeSignedRedemption((await readQr(qr)) ?? '')?.fields.validationCode).toBe(validationCode);
  await expectAccessible(page);

  // The seller's phone: its camera sees the shopper's screen.
  await withCameraPhone(playwright, baseURL, await qrPicture(qr), async (seller) => {
    const validations: string[] = [];
    seller.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/seller/coupons/validate-redemption')) {
        validations.push(r.postData() ?? '');
      }
    });
    await signIn(seller, email);
    await seller.goto('/seller/coupons/validate');
    await waitUntilHydrated(seller);
    await seller.getByRole('button', { name: 'Ler QR code' }).click();

    const result = seller.getByRole('region', { name: 'Cupom validado!' });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toContainText(coupon.code);
    // The camera closed after the read: no video left to read the same code again.
    await expect(seller.getByLabel(/Imagem da câmera/)).toHaveCount(0);
    await expect.poll(() => usageCount(api, auth, coupon.id)).toBe(1);
    expect(validations.map((body) => JSON.parse(body).validationCode)).toEqual([validationCode]);
  });
  // The code cannot be used again anywhere.
  const again = await api.post('/api/seller/coupons/validate-redemption', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { validationCode },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(await usageCount(api, auth, coupon.id)).toBe(1);
  await api.dispose();
});

test('seller: offline, a scanned code is validated on the phone and confirmed when the connection is back', async ({
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'qr-offline');
  const coupon = await createStallCoupon(api, auth, storeId);
  const validationCode = await redeemThroughApi(api, coupon.id, 'qr-offline');
  // A bare code's QR code (error correction M), as older screens showed it: read and judged like a typed code.
  const picture = await qrOf(validationCode);

  await withCameraPhone(playwright, baseURL, picture, async (seller) => {
    await signIn(seller, email);
    await seller.goto('/seller/coupons/validate');
    await waitUntilHydrated(seller);
    await waitForServiceWorkerControl(seller);
    await expect
      .poll(() => readLocal<string[]>(seller, 'redemptionCodes', 'getAllKeys').then((k) => k.map(String)), {
        timeout: 20_000,
      })
      .toContain(validationCode);

    // No signal at the stall: the reader (if the browser has no BarcodeDetector) comes from the precache.
    await seller.context().setOffline(true);
    await seller.getByRole('button', { name: 'Ler QR code' }).click();
    const result = seller.getByRole('region', { name: 'Cupom validado!' });
    await expect(result.getByRole('status')).toHaveText(
      'Validado offline — será confirmado quando a conexão voltar',
      { timeout: 30_000 },
    );
    await expect(result).toContainText(coupon.code);

    await seller.context().setOffline(false);
    await expect(seller.locator('.offline-validations li').filter({ hasText: validationCode })).toContainText(
      'Confirmado pelo servidor',
      { timeout: 30_000 },
    );
  });
  expect(await usageCount(api, auth, coupon.id)).toBe(1);
  await api.dispose();
});

test('seller: a refused camera is explained in Portuguese and the typed code still validates', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, auth, storeId } = await sellerWithStore(playwright, baseURL, 'qr-negado');
  const coupon = await createStallCoupon(api, auth, storeId);
  const validationCode = await redeemThroughApi(api, coupon.id, 'qr-negado');

  // The seller said "Bloquear" to the browser's camera question.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await signIn(page, email);
  await page.goto('/seller/coupons/validate');
  const scan = page.getByRole('button', { name: 'Ler QR code' });
  await scan.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Sem permissão para usar a câmera' })).toHaveText(
    'Sem permissão para usar a câmera. Libere a câmera nas configurações do navegador ou digite o código no campo acima.',
  );
  await expect(scan).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Código de validação').fill(validationCode);
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Cupom validado!' })).toContainText(coupon.code);
  await expect.poll(() => usageCount(api, auth, coupon.id)).toBe(1);
  await api.dispose();
});

test('seller: the store’s poster prints its name, a QR code of its public page and the link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email, storeId } = await sellerWithStore(playwright, baseURL, 'cartaz');
  await signIn(page, email);
  await page.goto(`/seller/stores/${storeId}`);
  const storeName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Cartaz com QR code' }).click();

  const poster = page.getByRole('article', { name: storeName });
  await expect(poster).toBeVisible();
  const url = `${baseURL}/stores/${storeId}`;
  await expect(poster.getByText(url, { exact: true })).toBeVisible();
  expect(await readQr(poster.getByRole('img', { name: `QR code da página da loja ${storeName}` }))).toBe(url);
  await expectAccessible(page);

  await page.evaluate(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);

  // On paper: the poster alone, without the app around it or the button.
  await page.emulateMedia({ media: 'print' });
  await expect(poster.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegação da Área do Lojista' })).toBeHidden();
  await api.dispose();
});
