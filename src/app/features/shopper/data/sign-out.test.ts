import 'fake-indexeddb/auto';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { login } from '../../../../data/account';
import { db } from '../../../../data/db';
import { refusedWriteRow } from '../../../../data/mutations/test-rows';
import { setNavigator } from '../../../../data/navigation';
import { getSession } from '../../../../data/session';
import { jsonResponse } from '../../../../data/test-responses';
import { useSignOutDialogStore } from '../../../stores/sign-out-dialog-store';
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

it('"Sair" with a refused write still kept asks first, and signs nobody out until the user chooses', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { user: { id: 4, firstName: 'Bia', email: 'b@b.c' }, token: 't' })),
  );
  await login('b@b.c', 'x');
  await db.refusedWrites.put(refusedWriteRow({ userId: 4 }));
  await signOut();
  expect(useSignOutDialogStore.getState().losses).toEqual({ unsent: 0, refused: 1 });
  expect(getSession().user?.id).toBe(4);
});
