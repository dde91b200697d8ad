import { describe, expect, it } from 'vitest';
import { distanceMeters, formatDistance, sortByDistance } from './distance';

describe('distance', () => {
  it('measures about 111 km per degree of latitude and formats in pt-BR', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -2);
    expect(formatDistance(347)).toBe('350 m');
    expect(formatDistance(1234)).toBe('1,2 km');
  });
  it('sorts by distance with stores without coordinates last', () => {
    const stores = [
      { id: 1, latitude: null, longitude: null },
      { id: 2, latitude: -23.6, longitude: -46.6 },
      { id: 3, latitude: -23.55, longitude: -46.63 },
    ];
    expect(sortByDistance(stores, { lat: -23.55, lng: -46.63 }).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sortByDistance(stores, null).map((s) => s.distance)).toEqual([null, null, null]);
  });
});
