ALTER TABLE "addresses" ADD COLUMN "house" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text;