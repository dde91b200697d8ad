import { describe, expect, it } from 'vitest';
import { openNotificationTarget, type WindowClients } from './notification-click';

const ORIGIN = 'https://feira.example';

function fakeClients(openUrls: string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const clients: WindowClients = {
    matchAll: async () =>
      openUrls.map((url) => ({
        url,
        focus: async () => {
          focused.push(url);
        },
      })),
    openWindow: async (url) => {
      opened.push(url);
      return null;
    },
  };
  return { clients, focused, opened };
}

describe('openNotificationTarget', () => {
  it('focuses the tab already on the notification URL', async () => {
    const fake = fakeClients([`${ORIGIN}/`, `${ORIGIN}/products/3`]);
    expect(await openNotificationTarget('/products/3', ORIGIN, fake.clients)).toBe('focused');
    expect(fake.focused).toEqual([`${ORIGIN}/products/3`]);
    expect(fake.opened).toEqual([]);
  });

  it('opens a new window when no tab shows that URL (the query string counts)', async () => {
    const fake = fakeClients([`${ORIGIN}/products/3`]);
    expect(await openNotificationTarget('/products/3?aba=fotos', ORIGIN, fake.clients)).toBe('opened');
    expect(fake.opened).toEqual([`${ORIGIN}/products/3?aba=fotos`]);
    expect(fake.focused).toEqual([]);
  });

  it('never leaves the origin, whatever the payload says', async () => {
    const fake = fakeClients([]);
    expect(await openNotificationTarget('https://golpe.example/pix', ORIGIN, fake.clients)).toBe('refused');
    expect(await openNotificationTarget('//golpe.example/pix', ORIGIN, fake.clients)).toBe('refused');
    expect(fake.opened).toEqual([]);
  });

  it('opens the home page when the notification carries no URL', async () => {
    const fake = fakeClients([]);
    expect(await openNotificationTarget(undefined, ORIGIN, fake.clients)).toBe('opened');
    expect(fake.opened).toEqual([`${ORIGIN}/`]);
  });
});
