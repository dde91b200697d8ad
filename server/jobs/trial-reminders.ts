/**
 * Tells each seller, once, that their trial ends within 3 days (notification type trial). "Once" is decided in
 * SQL — no trial notification yet for this trialEndsAt — under an advisory lock, so the daily sweep running in
 * several processes at once still sends one. A trial extended to a new date is a new reminder. A seller who already
 * subscribed gets none.
 */
import { sql } from 'drizzle-orm';
import { TIME } from '../../src/domain/constants';
import {
  deliverNotifications,
  fromRawNotification,
  type NotifyDeps,
} from '../services/accounts/notifications';

export const TRIAL_WARNING_MS = 3 * TIME.DAY;
const TRIAL_LOCK = 0x54524941; // 'TRIA'

export async function sendTrialReminders(deps: NotifyDeps, now = new Date()) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + TRIAL_WARNING_MS).toISOString();
  const rows = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_LOCK}::int, 0)`);
    const result = await tx.execute(sql`
      insert into notifications (user_id, type, title, message, data)
      select u.id, 'trial', 'Seu período de teste está acabando',
             'Seu período de teste do Feira termina em ' ||
               to_char(u.trial_ends_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') ||
               '. Escolha um plano para continuar vendendo sem interrupção.',
             jsonb_build_object('trialEndsAt', to_jsonb(u.trial_ends_at), 'url', '/seller/subscription')
      from users u
      where u.role = 'seller' and u.trial_ends_at > ${at}::timestamptz and u.trial_ends_at <= ${until}::timestamptz
        -- A seller who already subscribed has nothing to choose (entitlementOf: any status but canceled).
        and not exists (select 1 from subscriptions s where s.user_id = u.id and s.status <> 'canceled')
        and not exists (select 1 from notifications n where n.user_id = u.id and n.type = 'trial'
          and n.data->'trialEndsAt' = to_jsonb(u.trial_ends_at))
      returning id, user_id as "userId", type, title, message, data, is_read as "isRead", read_at as "readAt",
                sent_at as "sentAt"`);
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(fromRawNotification);
  });
  if (rows.length === 0) return { created: 0, delivered: Promise.resolve([]) };
  const { delivered } = await deliverNotifications(deps, rows);
  return { created: rows.length, delivered };
}
