import { create } from 'zustand';

export interface Position {
  lat: number;
  lng: number;
}

interface LocationState {
  status: 'idle' | 'asking' | 'granted' | 'denied' | 'unavailable';
  position: Position | null;
}

/**
 * Where the shopper is, only after they pressed a button asking for it (never on page load: a permission
 * prompt nobody asked for gets refused, and then it is refused for good).
 */
export const useLocationStore = create<LocationState>(() => ({ status: 'idle', position: null }));

export function requestLocation(): Promise<Position | null> {
  if (!('geolocation' in navigator)) {
    useLocationStore.setState({ status: 'unavailable' });
    return Promise.resolve(null);
  }
  useLocationStore.setState({ status: 'asking' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const position = { lat: p.coords.latitude, lng: p.coords.longitude };
        useLocationStore.setState({ status: 'granted', position });
        resolve(position);
      },
      (error) => {
        useLocationStore.setState({
          status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        });
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

export const LOCATION_MESSAGES = {
  denied:
    'Permissão de localização negada. Ative nas configurações do navegador para ver as lojas perto de você.',
  unavailable: 'Não foi possível obter sua localização agora.',
} as const;
