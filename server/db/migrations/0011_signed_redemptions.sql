CREATE TABLE "redemption_signing_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemption_signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_key" text NOT NULL,
	"private_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_signing_keys_one_active" ON "redemption_signing_keys" USING btree ((true)) WHERE "retired_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "signed_payload" text;
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "signing_key_id" integer REFERENCES "redemption_signing_keys"("id");
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "valid_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "validated_device" text;
--> statement-breakpoint
CREATE INDEX "coupon_redemptions_signing_key_idx" ON "coupon_redemptions" USING btree ("signing_key_id","valid_until");
--> statement-breakpoint
CREATE TABLE "redemption_conflicts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemption_conflicts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"redemption_id" integer NOT NULL REFERENCES "coupon_redemptions"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"device" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_conflicts_attempt_unique" ON "redemption_conflicts" USING btree ("redemption_id","device","attempted_at");
