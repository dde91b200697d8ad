/**
 * Admin geocoding: the stores whose point is missing or was placed for an address the seller has since
 * changed, geocoding one of them, the place details and the admin's correction. The address a point belongs
 * to is kept next to it (geocoded_address), so "the seller moved" is a comparison, not a guess. Each write
 * records its audit entry in its transaction and then announces the store like every other admin write.
 */
import { asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ADMIN_LIST_LIMIT } from '../../../src/domain/api/admin';
import {
  geocodingMessages,
  type Place,
  type PlaceCorrection,
  type PlaceDetail,
} from '../../../src/domain/api/admin-geocoding';
import type { Database, Tx } from '../../db/client';
import { stores } from '../../db/schema';
import { type Geocoder, GeocoderUnavailableError } from '../../geocoding';
import { conflict, HttpError, storeNotFound } from '../../http/errors';
import type { StoreRow } from '../catalogue/product-rows';
import { placeAddressSql, storeColumns } from '../catalogue/product-rows';
import { type AuditActor, auditOf, recordAudit } from './audit';
import { announce } from './stores';

const reason = sql<Place['reason']>`case
  when ${stores.latitude} is null or ${stores.longitude} is null then 'missing'
  when ${stores.geocodedAddress} is not null and ${stores.geocodedAddress} <> ${placeAddressSql} then 'moved'
  end`;

const placeSelect = {
  storeId: stores.id,
  name: stores.name,
  address: stores.address,
  neighborhood: stores.neighborhood,
  city: stores.city,
  state: stores.state,
  latitude: stores.latitude,
  longitude: stores.longitude,
  source: stores.geocodeSource,
  precision: stores.geocodePrecision,
  label: stores.geocodeLabel,
  geocodedAt: stores.geocodedAt,
  reason,
};

function selectPlaces(db: Database['db'] | Tx, where: SQL) {
  return db.select(placeSelect).from(stores).where(where).orderBy(asc(stores.name), asc(stores.id));
}

type PlaceRow = Awaited<ReturnType<typeof selectPlaces>>[number];
const toPlace = (r: PlaceRow): Place => ({ ...r, geocodedAt: r.geocodedAt?.toISOString() ?? null });

/** GET /api/admin/geocoding: the stores to geocode, missing points and moved addresses alike. */
export async function listGeocodingQueue(database: Database): Promise<Place[]> {
  const rows = await selectPlaces(database.db, isNotNull(reason)).limit(ADMIN_LIST_LIMIT);
  return rows.map(toPlace);
}

export async function getPlace(database: Database, storeId: number): Promise<PlaceDetail> {
  const [row] = await selectPlaces(database.db, eq(stores.id, storeId));
  if (!row) throw storeNotFound();
  return { place: toPlace(row), audit: await auditOf(database.db, 'store', storeId) };
}

const pointView = (s: StoreRow) => ({
  latitude: s.latitude,
  longitude: s.longitude,
  source: s.geocodeSource,
  precision: s.geocodePrecision,
  geocodedAddress: s.geocodedAddress,
});

async function savePoint(
  database: Database,
  actor: AuditActor,
  storeId: number,
  action: 'store.geocode' | 'store.place',
  point: Pick<StoreRow, 'latitude' | 'longitude' | 'geocodeSource' | 'geocodePrecision' | 'geocodeLabel'>,
  /** The address the geocoder was asked about: the seller may have moved while it answered. */
  queried?: Pick<StoreRow, 'address' | 'city' | 'state'>,
): Promise<void> {
  const { before, after } = await database.db.transaction(async (tx) => {
    const [current] = await tx.select(storeColumns).from(stores).where(eq(stores.id, storeId)).for('update');
    if (!current) throw storeNotFound();
    if (
      queried &&
      (queried.address !== current.address ||
        queried.city !== current.city ||
        queried.state !== current.state)
    )
      throw conflict(geocodingMessages.addressChanged, 'ADDRESS_CHANGED');
    const now = new Date();
    const [updated] = await tx
      .update(stores)
      .set({ ...point, geocodedAddress: placeAddressSql, geocodedAt: now, updatedAt: now })
      .where(eq(stores.id, storeId))
      .returning(storeColumns);
    if (!updated) throw storeNotFound();
    await recordAudit(tx, actor, {
      action,
      objectType: 'store',
      objectId: storeId,
      before: pointView(current),
      after: pointView(updated),
    });
    return { before: current, after: updated };
  });
  await announce(database, before, after);
}

/** POST /api/admin/geocoding/:storeId: nothing found or no answer changes nothing and says so in Portuguese. */
export async function geocodeStore(
  deps: { database: Database; geocoder: Geocoder },
  actor: AuditActor,
  storeId: number,
) {
  const [store] = await deps.database.db
    .select({ address: stores.address, city: stores.city, state: stores.state })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw storeNotFound();
  let result: Awaited<ReturnType<Geocoder['search']>>;
  try {
    result = await deps.geocoder.search(store);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new HttpError(503, 'GEOCODER_UNAVAILABLE', geocodingMessages.unavailable);
    throw error;
  }
  if (!result) throw new HttpError(422, 'GEOCODE_NOT_FOUND', geocodingMessages.notFound);
  await savePoint(
    deps.database,
    actor,
    storeId,
    'store.geocode',
    {
      latitude: result.lat,
      longitude: result.lng,
      geocodeSource: result.source,
      geocodePrecision: result.precision,
      geocodeLabel: result.label,
    },
    store,
  );
  return { ...(await getPlace(deps.database, storeId)), message: geocodingMessages.geocoded };
}

/** PUT /api/admin/places/:storeId: the admin's point is exact by definition. */
export async function correctPlace(
  database: Database,
  actor: AuditActor,
  storeId: number,
  correction: PlaceCorrection,
) {
  await savePoint(database, actor, storeId, 'store.place', {
    latitude: correction.latitude,
    longitude: correction.longitude,
    geocodeSource: 'admin',
    geocodePrecision: 'manual',
    geocodeLabel: null,
  });
  return { ...(await getPlace(database, storeId)), message: geocodingMessages.pointSaved };
}
