-- A push subscription belongs to the session that registered it: ending that session (sign-out, a replayed
-- sign-out, a sign-in over it, a password change) removes the device's subscription with it. Rows kept
-- from before have no session and stay until their device registers again or the push service drops them.
ALTER TABLE "push_subscriptions" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_token_hash");
