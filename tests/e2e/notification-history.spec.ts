/**
 * The whole notification history (spec 000 §2, §7): pages of 20 from the server through "Carregar mais" down
 * to the oldest, all of it readable offline afterwards; the bell shows the server's unread count, also after
 * notifications were read on another device. The notifications are real ones: the seller cancels each of the
 * shopper's reservations. The server is the oracle for every count.
 */
import type { APIRequestContext } from '@playwright/test';
import { demoSellerApi } from './fixtures/seller';
import { DEMO_PASSWORD, registerShopper, signIn } from './fixtures/session';
import { expect, expectAccessible, test, waitForServiceWorkerControl } from './fixtures/test';

type Center = {
  notifications: Array<{ id: number; isRead: boolean; sentAt: string }>;
  unreadCount: number;
  pagination: { totalCount: number };
};

const TOTAL = 45;

async function center(api: APIRequestContext, page = 1): Promise<Center> {
  const response = await api.get(`/api/notifications?page=${page}&limit=20&unreadOnly=false`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Center;
}

test('45 notifications: "Carregar mais" reaches the oldest, offline shows all, the badge follows the server', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await registerShopper(request, 'historico');
  // The shopper's other device, and the demo seller, both through the API.
  const otherDevice = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL ?? '' },
  });
  expect((await otherDevice.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
  const demo = await demoSellerApi(playwright, baseURL, 'vendedor@feira.dev');
  for (let i = 0; i < TOTAL; i++) {
    const reserved = await otherDevice.post('/api/reservations', {
      data: { productId: demo.product.id, quantity: 1 },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { id } = (await reserved.json()) as { id: number };
    const cancelled = await demo.seller.put(`/api/seller/reservations/${id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  const before = await center(otherDevice);
  expect(before.pagination.totalCount).toBe(TOTAL);
  expect(before.unreadCount).toBe(TOTAL);

  await signIn(page, email);
  await waitForServiceWorkerControl(page);
  await page.goto('/account/notifications');
  const items = page.locator('.notification-list--page > li');
  await expect(items).toHaveCount(20);
  const bell = page.getByRole('button', { name: /^Notificações, / });
  await expect(bell).toHaveAccessibleName(`Notificações, ${TOTAL} não lidas`);
  const more = page.getByRole('button', { name: 'Carregar mais' });
  await more.click();
  await expect(items).toHaveCount(40);
  await more.click();
  await expect(items).toHaveCount(TOTAL);
  await expect(more).toHaveCount(0);
  await expectAccessible(page);

  // The oldest notification is the last one listed.
  const oldest = (await center(otherDevice, 3)).notifications.at(-1);
  await expect(items.last().locator('time')).toHaveAttribute('datetime', oldest?.sentAt ?? 'none');

  // Offline, the whole history is still there after a reload.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(items).toHaveCount(TOTAL);
  await context.setOffline(false);

  // Read on the other device: two of the newest page, three of the oldest. The socket tells this device.
  const newest = (await center(otherDevice, 1)).notifications.slice(0, 2);
  const oldestPage = (await center(otherDevice, 3)).notifications.slice(0, 3);
  for (const n of [...newest, ...oldestPage]) {
    expect((await otherDevice.patch(`/api/notifications/${n.id}/read`)).status()).toBe(200);
  }
  const after = await center(otherDevice);
  expect(after.unreadCount).toBe(TOTAL - 5);
  await expect(bell).toHaveAccessibleName(`Notificações, ${after.unreadCount} não lidas`, {
    timeout: 40_000,
  });
  await expect(page.getByText(`${after.unreadCount} não lidas.`)).toBeVisible();
  await otherDevice.dispose();
});
