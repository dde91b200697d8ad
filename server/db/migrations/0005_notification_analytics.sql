-- Notification analytics per store. A notification is "delivered by push" once a push service
-- accepted it for one of the user's devices, and "opened" once (a click from the service worker, or a read in
-- the app); both keep their first time. The store of a notification is its data->>'storeId'.
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "opened_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notifications" SET "opened_at" = "read_at" WHERE "read_at" IS NOT NULL AND "opened_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_store_sent_idx" ON "notifications" (("data"->>'storeId'), "sent_at");
