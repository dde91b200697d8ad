import { create } from 'zustand';
import { STALE_TIME_MS } from '../../domain/constants';
import { messages } from '../../domain/messages';

export interface Position {
  lat: number;
  lng: number;
}

interface LocationState {
  status: 'idle' | 'asking' | 'granted' | 'denied' | 'unavailable';
  position: Position | null;
  /** When the browser gave `position` (Date.now()). */
  locatedAt?: number;
}

/**
 * Where the shopper is, only after they pressed a button asking for it (never on page load: a permission
 * prompt nobody asked for gets refused, and then it is refused for good).
 */
export const useLocationStore = create<LocationState>(() => ({ status: 'idle', position: null }));

export function requestLocation(now = Date.now()): Promise<Position | null> {
  // A position is stale after 1 minute (spec 000 §9): a second tap within it needs no new fix.
  const { position: known, locatedAt } = useLocationStore.getState();
  if (known && locatedAt !== undefined && now - locatedAt < STALE_TIME_MS.location)
    return Promise.resolve(known);
  if (!('geolocation' in navigator)) {
    useLocationStore.setState({ status: 'unavailable' });
    return Promise.resolve(null);
  }
  useLocationStore.setState({ status: 'asking' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const position = { lat: p.coords.latitude, lng: p.coords.longitude };
        useLocationStore.setState({ status: 'granted', position, locatedAt: Date.now() });
        resolve(position);
      },
      (error) => {
        useLocationStore.setState({
          status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        });
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: STALE_TIME_MS.location },
    );
  });
}

/** The texts of the two failures, from the domain catalogue. */
export const LOCATION_MESSAGES = {
  denied: messages.location.denied,
  unavailable: messages.location.unavailable,
} as const;
