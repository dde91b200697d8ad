/**
 * First start of an installation: while no admin exists, each server start issues a one-time setup token,
 * prints it, and keeps only its SHA-256 in app_settings (the newest start's token is the one that works).
 * Creating the first admin consumes it under a lock, so two racing setups cannot both create one.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { adminMessages, type SetupRequest } from '../../../src/domain/api/admin';
import { accountMessages } from '../../../src/domain/api/auth';
import { hashPassword } from '../../auth/password';
import { hashToken } from '../../auth/sessions';
import type { Db, Tx } from '../../db/client';
import { appSettings, users } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import type { UserRow } from '../accounts/user';
import { recordAudit } from './audit';

const SETTING_KEY = 'admin-setup-token';
/** Serialises setups across server processes sharing one PostgreSQL database. */
const SETUP_LOCK_KEY = 7_413_014;

export async function adminExists(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}

/** A fresh token when no admin exists (to print once), else null and any stale token is removed. */
export async function issueSetupToken(db: Db): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(appSettings).where(eq(appSettings.key, SETTING_KEY));
    return null;
  }
  const token = randomBytes(18).toString('base64url');
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: { hash: hashToken(token) } })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: { hash: hashToken(token) }, updatedAt: new Date() },
    });
  return token;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function assertToken(db: Db | Tx, token: string): Promise<void> {
  if (await adminExists(db)) throw conflict(adminMessages.setupDone, 'SETUP_DONE');
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const hash = (stored?.value as { hash?: unknown } | undefined)?.hash;
  if (typeof hash !== 'string' || !sameHash(hash, hashToken(token))) {
    throw forbidden(adminMessages.setupTokenInvalid, 'INVALID_SETUP_TOKEN');
  }
}

export async function completeSetup(db: Db, input: SetupRequest): Promise<UserRow> {
  // Checked before the scrypt hash, so wrong tokens cost nothing; checked again under the lock.
  await assertToken(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`));
    await assertToken(tx, input.token);
    const email = input.email.toLowerCase();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
    const [row] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'admin' })
      .returning();
    if (!row) throw new Error('admin insert returned no row');
    await tx.delete(appSettings).where(eq(appSettings.key, SETTING_KEY));
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        action: 'admin.setup',
        objectType: 'user',
        objectId: row.id,
        before: null,
        after: { email: row.email, role: row.role },
      },
    );
    return row;
  });
}
