import { parseScannedCode } from './scanned-code';

export interface ScanLoop {
  /** The text of a QR code in the current frame, or null. */
  decode(): Promise<string | null>;
  /** Resolves when there is a new frame to read. */
  nextFrame(): Promise<void>;
  /** True once the camera was closed. */
  stopped(): boolean;
  /** A QR code that is not a validation code: said once per distinct text, not once per frame. */
  onRefused(message: string): void;
}

/**
 * Reads frame after frame until one holds a validation code and answers it; null when the camera was closed
 * first. A frame that fails to decode counts as a frame without a QR code. The caller stops reading after the
 * answer, so the many frames that still show the same code are never read.
 */
export async function scanUntilCode(loop: ScanLoop): Promise<string | null> {
  let refused: string | null = null;
  while (!loop.stopped()) {
    await loop.nextFrame();
    if (loop.stopped()) break;
    const raw = await loop.decode().catch(() => null);
    if (loop.stopped()) break;
    if (raw === null) continue;
    const scanned = parseScannedCode(raw);
    if (scanned.ok) return scanned.code;
    if (raw !== refused) {
      refused = raw;
      loop.onRefused(scanned.message);
    }
  }
  return null;
}
