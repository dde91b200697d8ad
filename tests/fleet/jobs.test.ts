/**
 * Jobs that run once across the fleet (reservation sweep, trial reminders): two replicas' database handles race
 * for the same job; while one runs it the other skips that round, and the lock is free again afterwards, also
 * when the job failed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { JOB_LOCKS } from '../../server/jobs/sweeps';
import { createPostgresDatabase } from '../api/helpers/test-app';
import { adminUrl } from './helpers/fleet';

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('fleet-wide jobs', () => {
  it('one replica at a time runs a job; the others skip the round instead of waiting', async () => {
    const { url, drop } = await createPostgresDatabase(adminUrl());
    cleanup.push(drop);
    const replicas: Database[] = [];
    for (let i = 0; i < 3; i++) replicas.push(await openDatabase({ databaseUrl: url }));
    cleanup.push(async () => void (await Promise.all(replicas.map((r) => r.close()))));
    const [first, second, third] = replicas as [Database, Database, Database];

    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    const running = first.exclusive(JOB_LOCKS.reservations, async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'first';
    });
    await holding;

    const [skipped, skippedToo, otherJob] = await Promise.all([
      second.exclusive(JOB_LOCKS.reservations, async () => 'second'),
      third.exclusive(JOB_LOCKS.reservations, async () => 'third'),
      third.exclusive(JOB_LOCKS.trial, async () => 'trial on third'),
    ]);
    expect(skipped).toEqual({ ran: false });
    expect(skippedToo).toEqual({ ran: false });
    expect(otherJob).toEqual({ ran: true, value: 'trial on third' });
    release();
    expect(await running).toEqual({ ran: true, value: 'first' });

    await expect(
      second.exclusive(JOB_LOCKS.reservations, async () => {
        throw new Error('sweep failed');
      }),
    ).rejects.toThrow('sweep failed');
    expect(await third.exclusive(JOB_LOCKS.reservations, async () => 'after a failure')).toEqual({
      ran: true,
      value: 'after a failure',
    });
  });
});
