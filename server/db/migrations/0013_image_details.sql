-- A product photo's alt text (spec 001 §3: images carry url, alt, isPrimary), by image URL; the primary
-- photo is the first of "images", as before.
ALTER TABLE "products" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;
