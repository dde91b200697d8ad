import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '../../../../data/http';
import type { ProximityCheckResult, ProximityPreferences } from '../../../../domain/api/proximity';

/** GET/PUT /api/users/me/proximity and POST /api/proximity/check; online only (it is about "now"). */
export function useProximityPreferences() {
  const [prefs, setPrefs] = useState<ProximityPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setError(null);
      setPrefs((await requestJson<ProximityPreferences>('/api/users/me/proximity')).data);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const save = async (next: ProximityPreferences) => {
    const { data } = await requestJson<ProximityPreferences>('/api/users/me/proximity', {
      method: 'PUT',
      body: next,
    });
    setPrefs(data);
    return data;
  };
  return { prefs, error, reload: load, save };
}

export async function checkProximity(lat: number, lng: number): Promise<ProximityCheckResult> {
  return (
    await requestJson<ProximityCheckResult>('/api/proximity/check', { method: 'POST', body: { lat, lng } })
  ).data;
}
