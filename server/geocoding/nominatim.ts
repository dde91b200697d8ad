/**
 * A Nominatim-compatible HTTP geocoder (Nominatim itself, a self-hosted instance, or any service answering
 * its /search?format=jsonv2 shape). Nominatim's usage policy asks for an identifying User-Agent.
 */
import { APP_VERSION } from '../version';
import { type GeocodeQuery, type GeocodeResult, type Geocoder, GeocoderUnavailableError } from './geocoder';

export const NOMINATIM_SOURCE = 'nominatim';
export const GEOCODER_USER_AGENT = `Feira/${APP_VERSION} (admin geocoding)`;
/** An admin waits for the answer on screen: fail fast and let them retry or correct by hand. */
export const GEOCODER_TIMEOUT_MS = 8_000;
/** Nominatim's place_rank from which a result is a street or finer, not a town or a region. */
const STREET_RANK = 26;

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
  place_rank?: number;
}

export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = GEOCODER_TIMEOUT_MS,
  ) {}

  async search(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      q: `${query.address}, ${query.city} - ${query.state}, Brasil`,
      countrycodes: 'br',
      limit: '1',
    }).toString();
    let places: NominatimPlace[];
    try {
      const response = await fetch(url, {
        headers: {
          'user-agent': GEOCODER_USER_AGENT,
          accept: 'application/json',
          'accept-language': 'pt-BR',
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      places = (await response.json()) as NominatimPlace[];
    } catch (error) {
      throw new GeocoderUnavailableError(error);
    }
    const place = Array.isArray(places) ? places[0] : undefined;
    if (!place) return null;
    const lat = Number(place.lat);
    const lng = Number(place.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return {
      lat,
      lng,
      label: place.display_name ?? `${query.address}, ${query.city} - ${query.state}`,
      source: NOMINATIM_SOURCE,
      precision: (place.place_rank ?? 0) >= STREET_RANK ? 'address' : 'municipality',
    };
  }
}
