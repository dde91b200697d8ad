/**
 * Spec 000 §2's skip link to the navigation, from the keyboard: on a 360 px phone it lands on a navigation
 * the phone shows (the bottom bar, or the seller's tab bar in the seller area), on a wide screen on the
 * desktop navigation.
 */
import type { Page } from '@playwright/test';
import { sellerWithStore } from './fixtures/seller';
import { signIn } from './fixtures/session';
import { expect, test } from './fixtures/test';

/** The focused element: inside which navigation, and whether it is on the screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      navigation: element.closest('nav')?.getAttribute('aria-label') ?? null,
      text: element.textContent?.trim() ?? '',
      onScreen:
        element.checkVisibility() &&
        box.width > 0 &&
        box.height > 0 &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        box.left >= 0 &&
        box.right <= window.innerWidth,
    };
  });
}

test('the skip link to the navigation lands on the bar a phone shows', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Pular para o conteúdo principal/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Pular para a navegação/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => focused(page))
    .toEqual({ navigation: 'Navegação inferior', text: 'Início', onScreen: true });
  // Onward through the bar with Tab, and its links work from the keyboard.
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toMatchObject({ navigation: 'Navegação inferior', text: 'Buscar' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stores$/);
  // Alt+N from anywhere does the same.
  await page.keyboard.press('Alt+M');
  await page.keyboard.press('Alt+N');
  await expect
    .poll(() => focused(page))
    .toEqual({ navigation: 'Navegação inferior', text: 'Início', onScreen: true });

  // A wide screen shows the desktop navigation instead.
  await page.setViewportSize({ width: 1024, height: 780 });
  await page.keyboard.press('Alt+M');
  await page.keyboard.press('Alt+N');
  await expect
    .poll(() => focused(page))
    .toEqual({ navigation: 'Navegação principal', text: 'Início', onScreen: true });
});

test("in the seller area a phone's skip link lands on the seller's tab bar", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { api, email } = await sellerWithStore(playwright, baseURL, 'skip', ['Cebolinha']);
  await signIn(page, email);
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The seller's page may still be settling (its stores reaching the phone re-render the tab bar): the
  // shortcut is pressed again until it lands, as a seller would.
  await expect(async () => {
    await page.keyboard.press('Alt+N');
    expect(await focused(page)).toEqual({
      navigation: 'Navegação da Área do Lojista',
      text: 'Painel',
      onScreen: true,
    });
  }).toPass({ timeout: 10_000 });
  await api.dispose();
});
