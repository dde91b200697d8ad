/**
 * Reads QR codes from camera frames: the browser's own BarcodeDetector where it reads QR codes (Chrome on
 * Android, Safari 17+), else the jsqr library, loaded only when a seller opens the camera so that no first page
 * carries it.
 */

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM library). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** A frame's pixels as jsqr takes them (RGBA, row by row). */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
export type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

export interface DecoderEnvironment {
  BarcodeDetector?: BarcodeDetectorClass;
  loadLibrary(): Promise<JsQr>;
  /** The video's current frame as pixels, or null while it has none. */
  readFrame(video: HTMLVideoElement): Frame | null;
}

export interface QrDecoder {
  kind: 'native' | 'library';
  /** The text of a QR code in the video's current frame, or null when it shows none. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

export async function createQrDecoder(env: DecoderEnvironment = browserEnvironment()): Promise<QrDecoder> {
  const Detector = env.BarcodeDetector;
  if (Detector && (await readsQr(Detector))) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
    };
  }
  const jsQR = await env.loadLibrary();
  return {
    kind: 'library',
    decode: async (video) => {
      const frame = env.readFrame(video);
      return frame ? (jsQR(frame.data, frame.width, frame.height)?.data ?? null) : null;
    },
  };
}

/** Some browsers expose the class but read no QR code (desktop Chrome on Linux answers an empty list). */
async function readsQr(Detector: BarcodeDetectorClass): Promise<boolean> {
  try {
    return (await Detector.getSupportedFormats?.())?.includes('qr_code') ?? false;
  } catch {
    return false;
  }
}

/** jsqr's time grows with the pixels; a QR code held up to the camera still spans well over 100 of 640. */
const MAX_FRAME_WIDTH = 640;

function browserEnvironment(): DecoderEnvironment {
  let canvas: HTMLCanvasElement | null = null;
  return {
    BarcodeDetector: (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector,
    loadLibrary: () => import('jsqr').then((m) => m.default as JsQr),
    readFrame(video) {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas ??= document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0, width, height);
      return { data: context.getImageData(0, 0, width, height).data, width, height };
    },
  };
}
