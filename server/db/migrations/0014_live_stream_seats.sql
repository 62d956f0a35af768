CREATE TABLE "live_stream_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"session" text NOT NULL,
	"address" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_stream_seats_session_idx" ON "live_stream_seats" USING btree ("session");--> statement-breakpoint
CREATE INDEX "live_stream_seats_address_idx" ON "live_stream_seats" USING btree ("address");