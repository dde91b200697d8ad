import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_TIME_MS } from '../../domain/constants';
import { requestLocation, useLocationStore } from './location-store';

describe('requestLocation (spec 000 §9: location stale after 1 minute)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useLocationStore.setState({ status: 'idle', position: null, locatedAt: undefined });
  });

  it('reuses a position younger than 1 minute and asks the browser again after it', async () => {
    const getCurrentPosition = vi.fn(
      (
        ok: (p: { coords: { latitude: number; longitude: number } }) => void,
        _err: unknown,
        options: PositionOptions,
      ) => {
        expect(options.maximumAge).toBe(STALE_TIME_MS.location);
        ok({ coords: { latitude: -23.55, longitude: -46.66 } });
      },
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    const first = await requestLocation();
    const locatedAt = useLocationStore.getState().locatedAt ?? 0;
    expect(first).toEqual({ lat: -23.55, lng: -46.66 });
    await requestLocation(locatedAt + STALE_TIME_MS.location - 1);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await requestLocation(locatedAt + STALE_TIME_MS.location);
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
