import { z } from 'zod';

/**
 * Proximity automation (/account/proximity-automation): the shopper opts in to a 'proximity'
 * notification when they are near a followed store that has an active promotion.
 */
export const PROXIMITY_RADIUS = { min: 100, max: 5000, default: 500 } as const;

export const proximityMessages = {
  radiusInvalid: `O raio deve ser entre ${PROXIMITY_RADIUS.min} e ${PROXIMITY_RADIUS.max} metros`,
  coordinatesInvalid: 'Coordenadas inválidas',
  disabled: 'Ative os avisos por proximidade antes de verificar',
} as const;

export const proximityPreferencesSchema = z.object({
  enabled: z.boolean(),
  radiusMeters: z
    .number({ error: proximityMessages.radiusInvalid })
    .int({ error: proximityMessages.radiusInvalid })
    .min(PROXIMITY_RADIUS.min, { error: proximityMessages.radiusInvalid })
    .max(PROXIMITY_RADIUS.max, { error: proximityMessages.radiusInvalid }),
});
export type ProximityPreferences = z.infer<typeof proximityPreferencesSchema>;

export const proximityCheckSchema = z.object({
  lat: z.number({ error: proximityMessages.coordinatesInvalid }).min(-90).max(90),
  lng: z.number({ error: proximityMessages.coordinatesInvalid }).min(-180).max(180),
});
export type ProximityCheck = z.infer<typeof proximityCheckSchema>;

export const proximityCheckResultSchema = z.object({
  /** Followed stores within the radius that have an active promotion now. */
  nearby: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), distanceMeters: z.number() })),
  /** Notifications created by this check (at most one per store per São Paulo day). */
  notified: z.number().int(),
});
export type ProximityCheckResult = z.infer<typeof proximityCheckResultSchema>;

export { distanceMeters } from '../geo';

/** "Promoção perto de você" text of the proximity notification. */
export function proximityNotificationText(storeName: string, distanceMeters: number, promotionTitle: string) {
  const distance =
    distanceMeters < 1000
      ? `${Math.round(distanceMeters)} m`
      : `${(distanceMeters / 1000).toFixed(1).replace('.', ',')} km`;
  return {
    title: `${storeName} está a ${distance} de você`,
    message: `Promoção ativa: ${promotionTitle}. Passe na barraca!`,
  };
}
