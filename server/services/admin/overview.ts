/** Marketplace figures for the admin start page: counts only, in one round of small aggregate queries. */
import { sql } from 'drizzle-orm';
import type { Overview } from '../../../src/domain/api/admin';
import { TIME_ZONE } from '../../../src/domain/constants';
import { USER_ROLES } from '../../../src/domain/user';
import type { Database } from '../../db/client';

type Rows<T> = { rows: T[] };

export async function marketplaceOverview(database: Database): Promise<Overview> {
  const { db } = database;
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<T>).rows;
  // "Today" and the 30 days are São Paulo calendar days, as the sellers and shoppers see them.
  const today = sql`(now() at time zone ${TIME_ZONE})::date`;
  const dayOf = (column: string) => sql.raw(`(${column} at time zone '${TIME_ZONE}')::date`);

  const roles = await run<{ role: string; n: number }>(
    sql`select role, count(*)::int as n from users group by role`,
  );
  const usersByRole = Object.fromEntries(USER_ROLES.map((r) => [r, 0])) as Overview['usersByRole'];
  for (const r of roles) usersByRole[r.role as keyof typeof usersByRole] = r.n;

  const [storeCounts] = await run<{ total: number; active: number; suspended: number }>(
    sql`select count(*)::int as total, count(*) filter (where is_active)::int as active,
        count(*) filter (where suspended_at is not null)::int as suspended from stores`,
  );
  const statuses = await run<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from products group by status order by status`,
  );
  const [reservations] = await run<{ today: number; month: number }>(
    sql`select count(*) filter (where ${dayOf('created_at')} = ${today})::int as today,
        count(*) filter (where ${dayOf('created_at')} > ${today} - 30)::int as month from reservations`,
  );
  const [redemptions] = await run<{ today: number; month: number }>(
    sql`select count(*) filter (where ${dayOf('redeemed_at')} = ${today})::int as today,
        count(*) filter (where ${dayOf('redeemed_at')} > ${today} - 30)::int as month from coupon_redemptions`,
  );
  const [subs] = await run<{ active: number; trialing: number }>(
    sql`select count(*) filter (where status = 'active')::int as active,
        count(*) filter (where status = 'trialing')::int as trialing from subscriptions`,
  );
  const [push] = await run<{ n: number }>(sql`select count(*)::int as n from push_subscriptions`);
  const byDay = await run<{ day: string; count: number }>(
    sql`select to_char(d, 'YYYY-MM-DD') as day,
        (select count(*)::int from reservations r where ${dayOf('r.created_at')} = d) as count
        from generate_series(${today} - 29, ${today}, interval '1 day') as g(d_ts), lateral (select d_ts::date as d) x
        order by d`,
  );
  return {
    usersByRole,
    stores: storeCounts ?? { total: 0, active: 0, suspended: 0 },
    productsByStatus: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    reservations: { today: reservations?.today ?? 0, last30Days: reservations?.month ?? 0 },
    redemptions: { today: redemptions?.today ?? 0, last30Days: redemptions?.month ?? 0 },
    subscriptions: subs ?? { active: 0, trialing: 0 },
    pushSubscriptions: push?.n ?? 0,
    reservationsByDay: byDay,
  };
}
