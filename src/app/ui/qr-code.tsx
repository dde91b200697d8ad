import { useMemo } from 'react';
import { qrMatrix } from './qr-matrix';

/**
 * A QR code drawn as SVG on this device. `label` is what a screen reader says instead of the picture; the text
 * it encodes should also be on the page, for whoever cannot scan.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { side, path } = useMemo(() => qrMatrix(value), [value]);
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
