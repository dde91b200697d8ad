/**
 * The local provider signs its webhooks like Stripe does, with a secret generated on the first start and kept in
 * app_settings: every server process (and every restart) verifies with the same one.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const SETTING_KEY = 'local_webhook_secret';

export async function loadOrCreateLocalWebhookSecret(db: Db): Promise<string> {
  const generated = `whsec_local_${randomBytes(32).toString('base64url')}`;
  // Two processes starting together both generate; ON CONFLICT keeps the first and both read it back.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: { secret: generated } })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== 'string')
    throw new Error('app_settings.local_webhook_secret is missing or malformed');
  return secret;
}
