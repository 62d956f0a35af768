CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"trusted_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trusted_devices_account_idx" ON "trusted_devices" USING btree ("account");