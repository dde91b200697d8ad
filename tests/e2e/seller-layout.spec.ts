/**
 * Every seller page on a 360 px phone, signed in: the page's title is the first screen's (no block of links
 * before it), nothing scrolls sideways, the header is one row, and axe finds nothing serious.
 */
import { createCoupon, createPromotion, sellerWithStore } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

test('every seller page fits a 360 px phone with its title on the first screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { api, email, auth, storeId, ids } = await sellerWithStore(playwright, baseURL, 'layout', [
    'Mandioquinha',
  ]);
  const productId = ids[0] as number;
  const code = `LAYOUT${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const { id: couponId } = await createCoupon(api, auth, storeId, code, {
    description: 'Desconto da feira',
  });
  const { id: promotionId } = await createPromotion(api, auth, {
    storeId,
    productId,
    title: 'Oferta do dia',
  });

  await signIn(page, email);
  const pages = [
    '/seller/dashboard',
    '/seller/stores',
    '/seller/stores/add-store',
    `/seller/stores/${storeId}`,
    `/seller/stores/${storeId}/edit`,
    `/seller/stores/${storeId}/poster`,
    `/seller/stores/${storeId}/products`,
    `/seller/stores/${storeId}/analytics`,
    `/seller/stores/${storeId}/subscription`,
    '/seller/products',
    '/seller/products/add',
    `/seller/products/${productId}/edit`,
    '/seller/promotions',
    '/seller/promotions/add',
    `/seller/promotions/${promotionId}/edit`,
    '/seller/coupons',
    '/seller/coupons/add',
    `/seller/coupons/${couponId}/edit`,
    '/seller/coupons/validate',
    '/seller/contacts',
    '/seller/analytics',
    `/seller/notification-analytics/${storeId}`,
    '/seller/settings/location',
    '/seller/subscription',
  ];
  const viewport = page.viewportSize()?.height ?? 780;
  for (const path of pages) {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title, path).toBeVisible();
    // The page's own title is what the seller sees first: within the top third of the screen. Polled: a
    // page's loading state has a title of its own, replaced by the page's once its data is there.
    await expect
      .poll(
        async () => {
          const box = await title.boundingBox();
          return box ? box.y + box.height : Number.POSITIVE_INFINITY;
        },
        { message: `${path}: title in the top third` },
      )
      .toBeLessThan(viewport / 3);
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      client: document.scrollingElement?.clientWidth ?? 0,
    }));
    expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
    // One row: the logo and the account button sit side by side, not one above the other.
    const logo = await page.getByRole('link', { name: 'Feira — página inicial' }).boundingBox();
    const account = await page.getByRole('button', { name: /^Menu da conta/ }).boundingBox();
    expect(Math.abs((logo?.y ?? 0) - (account?.y ?? 1000)), `${path}: header in one row`).toBeLessThan(
      logo?.height ?? 0,
    );
    await expectAccessible(page);
  }

  // The area's links are one tap away: the tab bar, and every screen under "Mais".
  const nav = page.getByRole('navigation', { name: 'Navegação da Área do Lojista' });
  await nav.getByRole('button', { name: 'Mais' }).click();
  await nav.getByRole('link', { name: 'Análises' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Análises' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Análises' })).toBeHidden();
  await nav.getByRole('link', { name: 'Validar' }).click();
  await expect(page).toHaveURL(/\/seller\/coupons\/validate$/);
  await api.dispose();
});
