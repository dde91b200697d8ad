import { describe, expect, it, vi } from 'vitest';
import { scanUntilCode } from './scan-loop';
import { scanTexts } from './scan-texts';

/** A camera whose frames hold these texts (null: no QR code; an Error: the reader failed on that frame). */
function camera(frames: Array<string | null | Error>, closeAfter = Number.POSITIVE_INFINITY) {
  let read = 0;
  const decode = vi.fn(async () => {
    const frame = frames[Math.min(read++, frames.length - 1)];
    if (frame instanceof Error) throw frame;
    return frame ?? null;
  });
  const onRefused = vi.fn();
  return {
    decode,
    onRefused,
    nextFrame: async () => {},
    stopped: () => read >= closeAfter,
  };
}

describe('scanUntilCode', () => {
  it('answers the first validation code and reads no frame after it', async () => {
    const loop = camera([null, null, ' k7m3qx9pza ', 'K7M3QX9PZA', 'K7M3QX9PZA']);
    expect(await scanUntilCode(loop)).toBe('K7M3QX9PZA');
    expect(loop.decode).toHaveBeenCalledTimes(3);
  });

  it('says once that a QR code is not a coupon’s, however many frames show it, and keeps reading', async () => {
    const loop = camera([
      'https://feira.example/stores/1',
      'https://feira.example/stores/1',
      null,
      'PIX 00020126',
      'ABC123',
    ]);
    expect(await scanUntilCode(loop)).toBe('ABC123');
    expect(loop.onRefused).toHaveBeenCalledTimes(2);
    expect(loop.onRefused).toHaveBeenCalledWith(scanTexts.notACode);
  });

  it('treats a frame the reader fails on as a frame without a QR code', async () => {
    const loop = camera([new Error('frame not ready'), 'ABC123']);
    expect(await scanUntilCode(loop)).toBe('ABC123');
  });

  it('answers null when the camera is closed before any code', async () => {
    const loop = camera([null], 5);
    expect(await scanUntilCode(loop)).toBeNull();
    expect(loop.onRefused).not.toHaveBeenCalled();
  });
});
