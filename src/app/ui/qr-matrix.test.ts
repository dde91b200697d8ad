import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-matrix';

/** Paints the matrix's path (runs of `M x y h n v1 h-n z`) as RGBA pixels, `scale` pixels a module. */
function rasterise(text: string, scale = 4) {
  const { side, path } = qrMatrix(text);
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { data, width, height: width };
}

describe('qrMatrix', () => {
  it('draws a symbol that a QR reader reads back as the same text', () => {
    for (const text of ['K7M3QX9PZA', 'https://feira.example/stores/42']) {
      const { data, width, height } = rasterise(text);
      expect(jsQR(data, width, height)?.data).toBe(text);
    }
  });

  it('keeps a quiet zone of 4 modules on every side', () => {
    const { side, path } = qrMatrix('K7M3QX9PZA');
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(
      ([, x, y, n]) => [Number(x), Number(y), Number(n)] as const,
    );
    expect(Math.min(...runs.map(([x]) => x))).toBe(4);
    expect(Math.min(...runs.map(([, y]) => y))).toBe(4);
    expect(Math.max(...runs.map(([x, , n]) => x + n))).toBe(side - 4);
    expect(Math.max(...runs.map(([, y]) => y + 1))).toBe(side - 4);
  });
});
