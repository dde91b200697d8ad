/** /api/admin/geocoding and /api/admin/places: stores to geocode, geocoding one, its place and corrections. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  geocodeResultSchema,
  placeCorrectionSchema,
  placeDetailSchema,
  placeSchema,
} from '../../../src/domain/api/admin-geocoding';
import { errorResponseSchema } from '../../../src/domain/api/catalogue';
import { sellerMessages } from '../../../src/domain/api/seller';
import { actorOf } from '../../auth/access';
import { createGeocoder } from '../../geocoding';
import { errorResponses, idParamsOf } from '../../http/route-kit';
import { correctPlace, geocodeStore, getPlace, listGeocodingQueue } from '../../services/admin/geocoding';
import { adminAccess, adminTags } from './kit';

const tags = adminTags('geocodificação');
const params = idParamsOf(sellerMessages.storeNotFound, 'storeId');

export const adminGeocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, geocoder: createGeocoder(app.config) };

  app.get(
    '/admin/geocoding',
    {
      config: adminAccess,
      schema: {
        operationId: 'listGeocodingQueue',
        summary: 'Lista as lojas e o estado de sua geocodificação',
        tags,
        response: { 200: z.array(placeSchema), ...errorResponses },
      },
    },
    () => listGeocodingQueue(app.database),
  );

  app.post(
    '/admin/geocoding/:storeId',
    {
      config: adminAccess,
      schema: {
        operationId: 'geocodeStore',
        summary: 'Geocodifica o endereço de uma loja',
        tags,
        params,
        // 503: the configured geocoder did not answer in time.
        response: { 200: geocodeResultSchema, ...errorResponses, 503: errorResponseSchema },
      },
    },
    (request) => geocodeStore(deps, actorOf(request), request.params.storeId),
  );

  app.get(
    '/admin/places/:storeId',
    {
      config: adminAccess,
      schema: {
        operationId: 'getStorePlace',
        summary: 'Retorna o local de uma loja no mapa',
        tags,
        params,
        response: { 200: placeDetailSchema, ...errorResponses },
      },
    },
    (request) => getPlace(app.database, request.params.storeId),
  );

  app.put(
    '/admin/places/:storeId',
    {
      config: adminAccess,
      schema: {
        operationId: 'updateStorePlace',
        summary: 'Corrige o local de uma loja no mapa',
        tags,
        params,
        body: placeCorrectionSchema,
        response: { 200: geocodeResultSchema, ...errorResponses },
      },
    },
    (request) => correctPlace(app.database, actorOf(request), request.params.storeId, request.body),
  );
};
