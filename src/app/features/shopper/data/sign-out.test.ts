import 'fake-indexeddb/auto';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { login } from '../../../../data/account';
import { setNavigator } from '../../../../data/navigation';
import { getSession } from '../../../../data/session';
import { jsonResponse } from '../../../../data/test-responses';
import { useToastStore } from '../../../stores/toast-store';
import { signOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A login loads the mutation layer without waiting for it (session.ts, `signedIn`): the file ends once that
// load has finished, not while its imports are still in flight.
afterAll(async () => {
  await import('../../../../data/mutations');
});

it('"Sair" from an account page says so and lands on / exactly once, through the data layer', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { user: { id: 3, firstName: 'Ana', email: 'a@b.c' }, token: 't' })),
  );
  await login('a@b.c', 'x');
  const routed: string[] = [];
  setNavigator((path) => routed.push(path));
  vi.stubGlobal('location', { pathname: '/account/wishlist' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  await signOut();
  expect(getSession().user).toBeNull();
  expect(useToastStore.getState().queue.at(-1)).toMatchObject({
    variant: 'success',
    title: 'Logout realizado',
  });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(routed).toEqual(['/']);
});
