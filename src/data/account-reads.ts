/** Online-only account reads and writes (they are about "now"), typed by the domain's schemas. */
import {
  type ProximityCheckResult,
  type ProximityPreferences,
  proximityCheckResultSchema,
  proximityPreferencesSchema,
} from '../domain/api/proximity';
import { paymentConfigSchema } from '../domain/api/push';
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

/** Whether card payments run in test mode; a failing or odd answer reads as "live" (no banner). */
export async function fetchPaymentTestMode(): Promise<boolean> {
  try {
    return (await requestParsed(paymentConfigSchema, '/api/stripe/config')).mode !== 'live';
  } catch {
    return false;
  }
}
