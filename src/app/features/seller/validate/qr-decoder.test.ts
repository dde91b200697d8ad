import { describe, expect, it, vi } from 'vitest';
import { type BarcodeDetectorClass, createQrDecoder, type DecoderEnvironment, type JsQr } from './qr-decoder';

const video = {} as HTMLVideoElement;
const frame = { data: new Uint8ClampedArray(16), width: 2, height: 2 };

function environment(detector?: { formats: string[] | Error; reads?: string }) {
  const jsQR = vi.fn<JsQr>(() => ({ data: 'FROM-LIBRARY' }));
  const loadLibrary = vi.fn(async () => jsQR);
  const readFrame = vi.fn(() => frame);
  let BarcodeDetector: BarcodeDetectorClass | undefined;
  if (detector) {
    BarcodeDetector = class {
      static async getSupportedFormats() {
        if (detector.formats instanceof Error) throw detector.formats;
        return detector.formats;
      }
      async detect() {
        return detector.reads ? [{ rawValue: detector.reads }] : [];
      }
    };
  }
  const env: DecoderEnvironment = { BarcodeDetector, loadLibrary, readFrame };
  return { env, jsQR, loadLibrary, readFrame };
}

describe('createQrDecoder', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes, without loading the library', async () => {
    const { env, loadLibrary } = environment({ formats: ['ean_13', 'qr_code'], reads: 'K7M3QX9PZA' });
    const decoder = await createQrDecoder(env);
    expect(decoder.kind).toBe('native');
    expect(await decoder.decode(video)).toBe('K7M3QX9PZA');
    expect(loadLibrary).not.toHaveBeenCalled();
  });

  it('answers null for a frame without a QR code', async () => {
    const { env } = environment({ formats: ['qr_code'] });
    expect(await (await createQrDecoder(env)).decode(video)).toBeNull();
  });

  it('falls back to the library without a detector, without QR support, or when asking fails', async () => {
    for (const detector of [
      undefined,
      { formats: ['ean_13'] },
      { formats: [] },
      { formats: new Error('x') },
    ]) {
      const { env, jsQR, loadLibrary, readFrame } = environment(detector);
      const decoder = await createQrDecoder(env);
      expect(decoder.kind).toBe('library');
      expect(loadLibrary).toHaveBeenCalledOnce();
      expect(await decoder.decode(video)).toBe('FROM-LIBRARY');
      expect(readFrame).toHaveBeenCalledWith(video);
      expect(jsQR).toHaveBeenCalledWith(frame.data, 2, 2);
    }
  });

  it('reads nothing while the video has no frame yet', async () => {
    const { env, jsQR, readFrame } = environment();
    readFrame.mockReturnValue(null as never);
    expect(await (await createQrDecoder(env)).decode(video)).toBeNull();
    expect(jsQR).not.toHaveBeenCalled();
  });
});
