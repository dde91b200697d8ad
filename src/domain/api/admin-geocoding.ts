import { z } from 'zod';
import { auditEntrySchema } from './admin';
import { sellerMessages } from './seller';

/**
 * Admin geocoding: the stores whose point is missing or older than their address, the place
 * details page and the admin's correction. Read by the server routes and the admin screens alike.
 */

/** 'address': the geocoder found the street; 'municipality': only the town's centre; 'manual': set by an admin. */
export const PLACE_PRECISIONS = ['address', 'municipality', 'manual'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export const PLACE_PRECISION_LABELS: Record<PlacePrecision, string> = {
  address: 'Endereço',
  municipality: 'Centro do município',
  manual: 'Corrigido pela administração',
};

export const GEOCODING_REASONS = ['missing', 'moved'] as const;
export const GEOCODING_REASON_LABELS: Record<(typeof GEOCODING_REASONS)[number], string> = {
  missing: 'Sem coordenadas',
  moved: 'Endereço mudou',
};

export const geocodingMessages = {
  notFound: 'Endereço não encontrado pelo geocodificador. Corrija o ponto manualmente.',
  unavailable: 'O serviço de geocodificação não respondeu. Tente de novo em instantes.',
  geocoded: 'Loja geocodificada',
  addressChanged: 'O endereço da loja mudou durante a geocodificação. Geocodifique de novo.',
  pointSaved: 'Ponto corrigido',
  nothingToDo: 'Nenhuma loja precisa de geocodificação',
  latitudeInvalid: sellerMessages.latitudeInvalid,
  longitudeInvalid: sellerMessages.longitudeInvalid,
} as const;

export const placeSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string().nullable(),
  precision: z.enum(PLACE_PRECISIONS).nullable(),
  label: z.string().nullable(),
  geocodedAt: z.string().nullable(),
  reason: z.enum(GEOCODING_REASONS).nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeDetailSchema = z.object({ place: placeSchema, audit: z.array(auditEntrySchema) });
export type PlaceDetail = z.infer<typeof placeDetailSchema>;
export const geocodeResultSchema = placeDetailSchema.extend({ message: z.string() });

const coordinate = (limit: number, error: string) =>
  z.number({ error }).min(-limit, { error }).max(limit, { error });

/** PUT /api/admin/places/:storeId: the admin's correction of the point. */
export const placeCorrectionSchema = z.object({
  latitude: coordinate(90, geocodingMessages.latitudeInvalid),
  longitude: coordinate(180, geocodingMessages.longitudeInvalid),
});
export type PlaceCorrection = z.infer<typeof placeCorrectionSchema>;

/** A typed coordinate: Brazilian keyboards write the decimal comma ("-23,55"); empty is not a coordinate. */
const typedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/** The correction form's text fields, read into placeCorrectionSchema's numbers. */
export const placeCorrectionFormSchema = z.object({
  latitude: z.preprocess(typedNumber, placeCorrectionSchema.shape.latitude),
  longitude: z.preprocess(typedNumber, placeCorrectionSchema.shape.longitude),
});
