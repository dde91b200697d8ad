/**
 * A map that needs no tiles: the point on a 2 km square around it, with a 500 m scale, north up. Drawn
 * locally (SVG), so it works at a feira with no signal.
 */
const HALF_SIDE_METERS = 1000;
const METERS_PER_DEGREE_LAT = 111_320;

export function CoordinatePreview({
  latitude,
  longitude,
  storeName,
}: {
  latitude: number;
  longitude: number;
  storeName: string;
}) {
  const size = 240;
  const scale = size / (2 * HALF_SIDE_METERS);
  const bar = 500 * scale;
  const label = `${storeName}: latitude ${latitude.toFixed(6)}, longitude ${longitude.toFixed(6)}`;
  const metersPerDegreeLng = METERS_PER_DEGREE_LAT * Math.cos((latitude * Math.PI) / 180);
  return (
    <figure>
      <svg className="seller-map" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
        <rect width={size} height={size} fill="#f3efe4" />
        {[0.25, 0.5, 0.75].map((f) => (
          <g key={f} stroke="#ded8cb">
            <line x1={f * size} y1={0} x2={f * size} y2={size} />
            <line x1={0} y1={f * size} x2={size} y2={f * size} />
          </g>
        ))}
        <circle cx={size / 2} cy={size / 2} r={8} fill="#b3261e" />
        <circle cx={size / 2} cy={size / 2} r={3} fill="#fff" />
        <text x={size - 18} y={20} fontSize="14" fill="#1d1d1b">
          N
        </text>
        <line x1={10} y1={size - 12} x2={10 + bar} y2={size - 12} stroke="#1d1d1b" strokeWidth={3} />
        <text x={10} y={size - 18} fontSize="11" fill="#1d1d1b">
          500 m
        </text>
      </svg>
      <figcaption>
        {latitude.toFixed(6)}, {longitude.toFixed(6)} — 1° de longitude aqui ≈{' '}
        {Math.round(metersPerDegreeLng / 1000)} km
      </figcaption>
    </figure>
  );
}
