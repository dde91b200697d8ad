import { afterEach, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("uses the browser's scheduler.yield() where there is one", async () => {
  const yielded = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yielded });
  await yieldToBrowser();
  expect(yielded).toHaveBeenCalledTimes(1);
});

it('else resumes in a task of its own: the microtasks queued meanwhile all run first', async () => {
  vi.stubGlobal('scheduler', undefined);
  let resumed = false;
  const done = yieldToBrowser().then(() => {
    resumed = true;
  });
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(resumed).toBe(false);
  await done;
  expect(resumed).toBe(true);
});
