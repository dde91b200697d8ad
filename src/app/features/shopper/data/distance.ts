import { distanceMeters } from '../../../../domain/geo';

export { distanceMeters };

/** "350 m" below 1 km, else "1,2 km" (pt-BR decimal comma). */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${(meters / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`;
}

/** Stores with coordinates sorted by distance from `from`; stores without coordinates go last. */
export function sortByDistance<T extends { latitude: number | null; longitude: number | null }>(
  stores: T[],
  from: { lat: number; lng: number } | null,
): Array<T & { distance: number | null }> {
  const withDistance = stores.map((s) => ({
    ...s,
    distance:
      from && s.latitude !== null && s.longitude !== null
        ? distanceMeters(from, { lat: s.latitude, lng: s.longitude })
        : null,
  }));
  if (!from) return withDistance;
  return withDistance.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}
