/** Online reads (typed hooks) and commands of /api/admin/geocoding and /api/admin/places, parsed by the domain's schemas. */
import { z } from 'zod';
import { requestParsed } from '../../../../data/typed-request';
import {
  geocodeResultSchema,
  type PlaceCorrection,
  placeDetailSchema,
  placeSchema,
} from '../../../../domain/api/admin-geocoding';
import { useOnlineRead } from '../../../reads/online-read';

export type { Place, PlaceDetail } from '../../../../domain/api/admin-geocoding';

/** The stores waiting for coordinates. */
export const useGeocodingQueue = () =>
  useOnlineRead('/api/admin/geocoding', (path) => requestParsed(z.array(placeSchema), path));
export const geocodeStore = (storeId: number) =>
  requestParsed(geocodeResultSchema, `/api/admin/geocoding/${storeId}`, { method: 'POST' });
export const useAdminPlace = (storeId: number) =>
  useOnlineRead(`/api/admin/places/${storeId}`, (path) => requestParsed(placeDetailSchema, path));
export const correctPlace = (storeId: number, point: PlaceCorrection) =>
  requestParsed(geocodeResultSchema, `/api/admin/places/${storeId}`, { method: 'PUT', body: point });
