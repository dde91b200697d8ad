/** Online reads and commands of /api/admin/geocoding and /api/admin/places, parsed by the domain's schemas. */
import { z } from 'zod';
import { requestParsed } from '../../../../data/typed-request';
import {
  geocodeResultSchema,
  type PlaceCorrection,
  placeDetailSchema,
  placeSchema,
} from '../../../../domain/api/admin-geocoding';

export type { Place, PlaceDetail } from '../../../../domain/api/admin-geocoding';

export const fetchGeocodingQueue = () => requestParsed(z.array(placeSchema), '/api/admin/geocoding');
export const geocodeStore = (storeId: number) =>
  requestParsed(geocodeResultSchema, `/api/admin/geocoding/${storeId}`, { method: 'POST' });
export const fetchPlace = (storeId: number) =>
  requestParsed(placeDetailSchema, `/api/admin/places/${storeId}`);
export const correctPlace = (storeId: number, point: PlaceCorrection) =>
  requestParsed(geocodeResultSchema, `/api/admin/places/${storeId}`, { method: 'PUT', body: point });
