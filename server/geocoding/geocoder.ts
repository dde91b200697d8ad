/**
 * Geocoding for the admin: one interface, two implementations chosen by configuration — a
 * Nominatim-compatible HTTP service when GEOCODER_URL is set, otherwise the offline list of Brazilian
 * municipalities bundled in data/ (no network, so a fresh installation geocodes to the town's centre).
 * index.ts chooses between them.
 */
export interface GeocodeQuery {
  address: string;
  city: string;
  /** UF, two letters. */
  state: string;
}

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string;
  source: string;
  precision: 'address' | 'municipality';
}

export interface Geocoder {
  /** Null when nothing matches; throws GeocoderUnavailableError when the service cannot answer. */
  search(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

export class GeocoderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('geocoder unavailable', { cause });
    this.name = 'GeocoderUnavailableError';
  }
}

/** Lower case, without accents or repeated spaces: "São  Paulo" and "sao paulo" are the same town. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
