/**
 * The header's coupon helper (spec 000 §2): the redemption dialog's select step with the coupons of every
 * store, an expired one marked "Expirado" and not choosable; an anonymous shopper signs in first and comes
 * back to the dialog. At 360 px, where the header keeps its actions on one row.
 */
import { DEMO_PASSWORD, registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, test } from './fixtures/test';

test('a shopper redeems a coupon of any store from the header helper', async ({ page, request }) => {
  const email = await registerShopper(request, 'cupom-cabecalho');
  await signIn(page, email);
  await page.goto('/stores');

  // One row at 360 px: the helper sits beside the logo and the account actions.
  const helper = page.getByRole('button', { name: 'Cupons das lojas' });
  const logo = page.getByRole('link', { name: 'Feira — página inicial' });
  const bell = page.getByRole('button', { name: /^Notificações/ });
  const [helperBox, logoBox, bellBox] = await Promise.all([
    helper.boundingBox(),
    logo.boundingBox(),
    bell.boundingBox(),
  ]);
  const middle = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : -1);
  expect(Math.abs(middle(helperBox) - middle(logoBox))).toBeLessThan(4);
  expect(Math.abs(middle(bellBox) - middle(logoBox))).toBeLessThan(4);

  await helper.click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar cupom' });
  await expect(dialog).toBeVisible();
  // Coupons of several stores, each with its store's name.
  await expect(dialog.getByRole('radio', { name: /FEIRA10.*Hortifrúti da Dona Cida/ })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: /PASTEL5.*Pastelaria do Japonês/ })).toBeEnabled();
  // Ended yesterday: listed as "Expirado" and not choosable.
  const expired = dialog.getByRole('radio', { name: /ROUPA20.*Roupas da Feira.*Expirado/ });
  await expect(expired).toBeDisabled();
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: /PASTEL5/ }).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('PASTEL5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Resgatar cupom' }).click();
  await expect(page.getByText('Cupom Resgatado!')).toBeVisible();
  // A validation code: 10 symbols without 0/O/1/I/L.
  await expect(dialog.locator('.coupon-success__code')).toHaveText(
    /^Código de validação: [A-HJKMNP-Z2-9]{10}$/,
  );
});

test('anonymous, the coupon helper leads to /login and back to the dialog', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Cupons das lojas' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpromotions$/);
  await page.getByLabel('E-mail').fill('cliente@feira.dev');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  const dialog = page.getByRole('dialog', { name: 'Resgatar cupom' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /FEIRA10/ })).toBeVisible();
});
