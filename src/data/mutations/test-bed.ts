/** The ground every test of the write queue stands on (a test-only module, like ./test-rows.ts). */
import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../db';
import { type AppMessage, subscribeMessages } from '../messages';
import { settleMutations } from './engine';
import { setCurrentUserSource } from './session-link';

/**
 * Each test starts on an empty device signed in as user 7 and ends with the queue settled (so no write of one
 * test lands in the next) and `fetch` restored. Returns the toasts the current test showed.
 */
export function mutationTestBed(): AppMessage[] {
  const toasts: AppMessage[] = [];
  let unsubscribe = () => {};
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setCurrentUserSource(() => 7);
    toasts.length = 0;
    unsubscribe = subscribeMessages((m) => toasts.push(m));
  });
  afterEach(async () => {
    await settleMutations();
    unsubscribe();
    vi.unstubAllGlobals();
  });
  return toasts;
}
