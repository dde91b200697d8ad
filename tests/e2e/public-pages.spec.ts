/**
 * The public pages that sell Feira: each at 360 px and on a desktop width with axe, its own title,
 * description and Open Graph tags (in the server's HTML too, for link previews), the presentation by keyboard
 * and swipe, the calculator's figures, and all of them offline once the service worker holds the app.
 */
import type { Page } from '@playwright/test';
import { SLIDES } from '../../src/app/features/public/slides';
import { PLANS } from '../../src/domain/billing';
import { formatBRL } from '../../src/domain/format';
import { calculatorMessages } from '../../src/domain/price-calculator';
import { PUBLIC_PAGES, type PublicPagePath } from '../../src/domain/public-pages';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

const PATHS = Object.keys(PUBLIC_PAGES) as PublicPagePath[];

async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${label} is ${scrollWidth} px wide in ${clientWidth}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

test('public pages: titles, sharing tags, 360 px and desktop, axe', async ({ page }) => {
  for (const path of PATHS) {
    const meta = PUBLIC_PAGES[path];
    // What a link preview reads: the server's HTML, before any script.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`<meta property="og:title" content="${meta.title}" />`);
    expect(html, path).toContain(`/icons/icon-512.png`);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      meta.description,
    );
    await noSidewaysScroll(page, `${path} at 360 px`);
    await expectAccessible(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await noSidewaysScroll(page, `${path} at 1280 px`);
    await expectAccessible(page);
  }
  // Moving between public pages inside the app updates the title too.
  await page.getByRole('link', { name: 'Abrir a calculadora' }).click();
  await expect(page).toHaveTitle(PUBLIC_PAGES['/calculator'].title);
});

test('presentation: arrows, Home/End and a swipe move between slides', async ({ page }) => {
  await page.goto('/presentation');
  const slide = page.getByRole('region', { name: /^Slide \d+ de \d+$/ });
  await expect(slide).toHaveAccessibleName(/^Slide 1 de /);
  await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveAccessibleName(/^Slide 2 de /);
  await page.keyboard.press('End');
  const total = Number((await slide.getAttribute('aria-label'))?.match(/de (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await expect(slide).toContainText(SLIDES.at(-1)?.title ?? '');
  await page.keyboard.press('Home');
  await expect(slide).toHaveAccessibleName(/^Slide 1 de /);

  // A swipe to the left is "next", to the right "previous"; a short drag is a tap.
  const box = await slide.boundingBox();
  if (!box) throw new Error('slide not laid out');
  const drag = async (dx: number) => {
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(-120);
  await expect(slide).toHaveAccessibleName(/^Slide 2 de /);
  await drag(20);
  await expect(slide).toHaveAccessibleName(/^Slide 2 de /);
  await drag(120);
  await expect(slide).toHaveAccessibleName(/^Slide 1 de /);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(slide).toHaveAccessibleName(/^Slide 2 de /);
});

test('calculator: price, profit and break-even as typed, a clear message for a bad margin, offline too', async ({
  page,
  context,
}) => {
  await page.goto('/calculator');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de preço e margem');

  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result).toContainText('Preencha o custo');
  await page.getByLabel('Custo de uma unidade (R$)').fill('6');
  await page.getByLabel('Taxa da feira por dia (R$)').fill('40');
  await page.getByLabel('Outros custos por dia (R$)').fill('20');
  await page.getByLabel('Taxa do cartão (%)').fill('4');
  await page.getByLabel('Vendas pagas no cartão (%)').fill('50');
  await page.getByLabel('Margem desejada (% do preço)').fill('30');
  await page.getByLabel('Plano do Feira').selectOption({ label: PLANS.gratis.name });
  await page.getByLabel('Dias de feira por mês').fill('8');
  // 6 / (1 − 0,5 × 0,04 − 0,30) = 8,8235… → R$ 8,83; lucro 2,65; 60 / 2,6534 → 23 unidades.
  await expect(result).toContainText(formatBRL(8.83));
  await expect(result).toContainText(formatBRL(2.65));
  await expect(result).toContainText('23 unidades');

  await page.getByLabel('Plano do Feira').selectOption({ label: PLANS.feira.name });
  await expect(result).toContainText(`plano: ${formatBRL(3.74)}`);

  const margin = page.getByLabel('Margem desejada (% do preço)');
  await margin.fill('99');
  await margin.blur();
  await expect(page.getByText(calculatorMessages.marginTooHigh)).toBeVisible();
  await expect(margin).toHaveAttribute('aria-invalid', 'true');

  // The other public pages open offline too, the plans from the built-in table.
  await page.goto('/seller-landing');
  await expect(page.getByRole('heading', { name: PLANS['feira-plus'].name })).toBeVisible();
  await page.goto('/presentation');
  await expect(page.getByRole('region', { name: /^Slide 1 de / })).toBeVisible();
  await context.setOffline(false);
});
