-- Tickets live 60 s and cannot be tied to a session after the fact: drop the few outstanding ones
-- (their sockets reconnect with a new ticket) so the NOT NULL column can be added to a live table.
DELETE FROM "realtime_tickets";--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD COLUMN "session_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD CONSTRAINT "realtime_tickets_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_tickets_session_idx" ON "realtime_tickets" USING btree ("session_token_hash");