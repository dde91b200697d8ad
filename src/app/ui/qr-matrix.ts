import { create } from 'qrcode';

/** A QR code as one SVG path: dark modules merged into horizontal runs, in module units, quiet zone included. */
export interface QrMatrix {
  /** Side of the square in modules, quiet zone included. */
  side: number;
  path: string;
}

/** The quiet zone readers need around the symbol, in modules (the standard asks for 4). */
const QUIET_ZONE = 4;

/**
 * Encodes `text` on this device (no network), with error correction M: a phone screen with a scratch or a glare
 * still reads, and a short code stays a small, coarse symbol that a cheap camera resolves at arm's length.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      const run = col - start;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return { side: size + 2 * QUIET_ZONE, path };
}
