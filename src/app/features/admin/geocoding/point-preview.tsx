import type { Place } from '../data';

/** Brazil's extreme points, with a margin: the frame the preview draws the point in. */
const FRAME = { north: 6, south: -34, west: -75, east: -34 } as const;
const WIDTH = FRAME.east - FRAME.west;
const HEIGHT = FRAME.north - FRAME.south;
const MERIDIANS = [-70, -60, -50, -40];
const PARALLELS = [0, -10, -20, -30];

/**
 * Where the point lies in Brazil, drawn without map tiles: the admin works online but a tile server is
 * another dependency (and another privacy question) for a check that only needs "is this the right region".
 */
export function PointPreview({ place }: { place: Pick<Place, 'latitude' | 'longitude' | 'name'> }) {
  const { latitude, longitude } = place;
  const has = latitude !== null && longitude !== null;
  const label = has
    ? `Prévia do ponto da loja ${place.name}: latitude ${latitude}, longitude ${longitude}`
    : `A loja ${place.name} ainda não tem coordenadas`;
  return (
    <figure className="admin-point">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <rect width={WIDTH} height={HEIGHT} className="admin-point__frame" />
        {MERIDIANS.map((lng) => (
          <line key={lng} x1={lng - FRAME.west} x2={lng - FRAME.west} y1={0} y2={HEIGHT} />
        ))}
        {PARALLELS.map((lat) => (
          <line key={lat} y1={FRAME.north - lat} y2={FRAME.north - lat} x1={0} x2={WIDTH} />
        ))}
        {has && (
          <circle
            cx={longitude - FRAME.west}
            cy={FRAME.north - latitude}
            r={1}
            className="admin-point__dot"
          />
        )}
      </svg>
      <figcaption>
        {has ? `${latitude}, ${longitude} (linhas a cada 10° de latitude e longitude)` : 'Sem coordenadas'}
      </figcaption>
    </figure>
  );
}
