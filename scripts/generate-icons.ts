/**
 * Draws the app icons (PNG, no network): a green tile with a white basket-like bowl and an orange
 * fruit. Deterministic; run with `npx tsx scripts/generate-icons.ts` after changing the design.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

type Rgba = [number, number, number, number];
const GREEN: Rgba = [31, 111, 63, 255];
const WHITE: Rgba = [251, 248, 241, 255];
const ORANGE: Rgba = [240, 138, 36, 255];
const LEAF: Rgba = [120, 190, 90, 255];

function draw(size: number, { maskable }: { maskable: boolean }): Buffer {
  const png = new PNG({ width: size, height: size });
  const radius = maskable ? 0 : size * 0.22;
  const scale = maskable ? 0.72 : 1; // maskable icons keep content inside the 80 % safe zone
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      let color: Rgba = [0, 0, 0, 0];
      const dx = Math.max(0, Math.abs(x + 0.5 - c) - (c - radius));
      const dy = Math.max(0, Math.abs(y + 0.5 - c) - (c - radius));
      if (dx * dx + dy * dy <= radius * radius) color = GREEN;
      const u = (x + 0.5 - c) / (size * scale);
      const v = (y + 0.5 - c) / (size * scale);
      // Orange fruit above the bowl, with a leaf.
      if ((u - 0.02) ** 2 + (v + 0.08) ** 2 < 0.17 ** 2) color = ORANGE;
      if (((u - 0.12) / 0.09) ** 2 + ((v + 0.26) / 0.04) ** 2 < 1) color = LEAF;
      // Bowl: lower half-disc.
      if (v > 0.02 && u * u + (v - 0.02) ** 2 < 0.33 ** 2 && v < 0.3) color = WHITE;
      png.data[i] = color[0];
      png.data[i + 1] = color[1];
      png.data[i + 2] = color[2];
      png.data[i + 3] = color[3];
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', draw(192, { maskable: false }));
writeFileSync('public/icons/icon-512.png', draw(512, { maskable: false }));
writeFileSync('public/icons/maskable-512.png', draw(512, { maskable: true }));
writeFileSync('public/icons/favicon.png', draw(48, { maskable: false }));
// The header's logo (32 CSS px): sharp at a pixel ratio of 2 without fetching the 192 px icon.
writeFileSync('public/icons/logo-64.png', draw(64, { maskable: false }));
writeFileSync('public/icons/badge-96.png', draw(96, { maskable: true }));
console.log('icons written to public/icons');
