/**
 * The plans the public pages show: the server's list (GET /api/billing/plans) when it answers, else the
 * domain's own table, which is what the server serves too, so the page also works offline (a failure has
 * nothing to tell the visitor).
 */
import { fetchPlans } from '../../../../data/billing';
import { PLAN_IDS, planWire } from '../../../../domain/billing';
import type { PlanWire } from '../../../../domain/billing/api';
import { useOnlineRead } from '../../../reads/online-read';

const BUILT_IN: PlanWire[] = PLAN_IDS.map(planWire);

export function usePlans(): PlanWire[] {
  return useOnlineRead('plans', fetchPlans).data?.plans ?? BUILT_IN;
}
