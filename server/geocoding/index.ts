/** The geocoder this installation uses: the configured HTTP service, or the bundled offline list. */
import type { Config } from '../config';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim';
import { OfflineMunicipalityGeocoder } from './offline';

export type { Geocoder } from './geocoder';
export { GeocoderUnavailableError } from './geocoder';

export function createGeocoder(config: Pick<Config, 'GEOCODER_URL'>): Geocoder {
  return config.GEOCODER_URL ? new NominatimGeocoder(config.GEOCODER_URL) : new OfflineMunicipalityGeocoder();
}
