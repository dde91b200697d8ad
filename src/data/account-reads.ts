/** Online-only account reads and writes (they are about "now"), typed by the domain's schemas. */
import {
  type ProximityCheckResult,
  type ProximityPreferences,
  proximityCheckResultSchema,
  proximityPreferencesSchema,
} from '../domain/api/proximity';
import { requestParsed } from './typed-request';

export function fetchProximityPreferences(): Promise<ProximityPreferences> {
  return requestParsed(proximityPreferencesSchema, '/api/users/me/proximity');
}

export function saveProximityPreferences(next: ProximityPreferences): Promise<ProximityPreferences> {
  return requestParsed(proximityPreferencesSchema, '/api/users/me/proximity', { method: 'PUT', body: next });
}

export function checkProximity(lat: number, lng: number): Promise<ProximityCheckResult> {
  return requestParsed(proximityCheckResultSchema, '/api/proximity/check', {
    method: 'POST',
    body: { lat, lng },
  });
}
