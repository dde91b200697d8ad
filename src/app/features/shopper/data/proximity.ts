import { useCallback, useEffect, useState } from 'react';
import { fetchProximityPreferences, saveProximityPreferences } from '../../../../data/account-reads';
import type { ProximityPreferences } from '../../../../domain/api/proximity';
import { errorMessage } from '../../../ui/error-message';

// The proximity page's own reads (with their schemas): not in ./commands, which every shopper page loads.
export { checkProximity } from '../../../../data/account-reads';

/** GET/PUT /api/users/me/proximity, typed by the domain schema; online only (it is about "now"). */
export function useProximityPreferences() {
  const [prefs, setPrefs] = useState<ProximityPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setError(null);
      setPrefs(await fetchProximityPreferences());
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const save = async (next: ProximityPreferences) => {
    const data = await saveProximityPreferences(next);
    setPrefs(data);
    return data;
  };
  return { prefs, error, reload: load, save };
}
