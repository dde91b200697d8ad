/**
 * The plans the public pages show: the server's list (GET /api/billing/plans) when it answers, else the
 * domain's own table, which is what the server serves too, so the page also works offline.
 */
import { useEffect, useState } from 'react';
import { fetchPlans } from '../../../../data/billing';
import { PLAN_IDS, planWire } from '../../../../domain/billing';
import type { PlanWire } from '../../../../domain/billing/api';

const BUILT_IN: PlanWire[] = PLAN_IDS.map(planWire);

export function usePlans(): PlanWire[] {
  const [plans, setPlans] = useState<PlanWire[]>(BUILT_IN);
  useEffect(() => {
    let live = true;
    fetchPlans()
      .then((answer) => {
        if (live) setPlans(answer.plans);
      })
      // Offline or a failure: the built-in table stays (the same plans), nothing to tell the visitor.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return plans;
}
