import { fetchProximityPreferences, saveProximityPreferences } from '../../../../data/account-reads';
import type { ProximityPreferences } from '../../../../domain/api/proximity';
import { useOnlineRead } from '../../../reads/online-read';

// The proximity page's own reads (with their schemas): not in ./commands, which every shopper page loads.
export { checkProximity } from '../../../../data/account-reads';

/** GET/PUT /api/users/me/proximity, typed by the domain schema; online only (it is about "now"). */
export function useProximityPreferences() {
  const read = useOnlineRead('/api/users/me/proximity', fetchProximityPreferences);
  const save = async (next: ProximityPreferences) => {
    const data = await saveProximityPreferences(next);
    read.setData(data);
    return data;
  };
  return { prefs: read.data ?? null, error: read.error, reload: read.refresh, save };
}
