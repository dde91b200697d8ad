/**
 * Writes the WebP copies of the demo images (`<name>-<width>w.webp` at every IMAGE_WIDTHS) from the committed
 * PNG originals under public/demo, with the encoder uploads get (sharp), so the demo catalogue is responsive
 * like an uploaded one. Run it after changing the widths or an original:
 * npx tsx scripts/demo-image-copies.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImageUrls } from '../server/db/seed/images';
import { encodeVariants } from '../server/services/catalogue/uploads';
import { imageVariantUrl } from '../src/domain/image/responsive';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
let files = 0;
for (const url of demoImageUrls()) {
  const original = await readFile(path.join(publicDir, url));
  for (const { width, data } of await encodeVariants(original)) {
    const copy = imageVariantUrl(url, width);
    if (!copy) throw new Error(`demo image outside the responsive convention: ${url}`);
    await mkdir(path.dirname(path.join(publicDir, copy)), { recursive: true });
    await writeFile(path.join(publicDir, copy), data);
    files++;
  }
}
console.log(`${files} cópias WebP em public/demo`);
