ALTER TABLE "stores" ADD COLUMN "geocoded_address" text;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "geocode_source" text;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "geocode_precision" text;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "geocode_label" text;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "geocoded_at" timestamp with time zone;
