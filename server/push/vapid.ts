/**
 * The VAPID key pair of standard Web Push. Generated on the first start and kept in app_settings, so every
 * server process (and every restart) signs with the same key the browsers subscribed with: a new key would
 * silently orphan every existing subscription.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING_KEY = 'vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  const generated = webpush.generateVAPIDKeys();
  // Two processes starting together both generate; ON CONFLICT keeps the first and both read it back.
  await db.insert(appSettings).values({ key: SETTING_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row || !isVapidKeys(row.value)) throw new Error('app_settings.vapid is missing or malformed');
  return row.value;
}
