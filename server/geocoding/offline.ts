/**
 * The default geocoder: the centre of the store's municipality, from the IBGE-derived list of
 * kelvins/municipios-brasileiros (MIT) bundled in data/municipios.tsv (scripts/build-municipalities.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GeocodeQuery, type GeocodeResult, type Geocoder, normalizePlaceName } from './geocoder';

export const OFFLINE_SOURCE = 'municipios-ibge';
const DATA_FILE = path.join(import.meta.dirname, 'data', 'municipios.tsv');

interface Municipality {
  name: string;
  uf: string;
  lat: number;
  lng: number;
}

let index: Map<string, Municipality> | undefined;

/** Read once, on the first search: the server starts without paying for the 190 KB file. */
function municipalities(): Map<string, Municipality> {
  if (!index) {
    index = new Map();
    for (const line of readFileSync(DATA_FILE, 'utf8').split('\n')) {
      const [name, uf, lat, lng] = line.split('\t');
      if (!name || !uf || !lat || !lng) continue;
      index.set(`${normalizePlaceName(name)}|${uf}`, { name, uf, lat: Number(lat), lng: Number(lng) });
    }
  }
  return index;
}

export class OfflineMunicipalityGeocoder implements Geocoder {
  async search(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const key = `${normalizePlaceName(query.city)}|${query.state.trim().toUpperCase()}`;
    const found = municipalities().get(key);
    if (!found) return null;
    return {
      lat: found.lat,
      lng: found.lng,
      label: `${found.name} - ${found.uf}`,
      source: OFFLINE_SOURCE,
      precision: 'municipality',
    };
  }

  get size(): number {
    return municipalities().size;
  }
}
