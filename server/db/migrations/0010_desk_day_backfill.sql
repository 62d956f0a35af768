-- Hand-written (issue 27): orders changed before the accepted/delivered/cancelled columns existed get them
-- from the last status change, the only record there was. An accepted-then-delivered order's acceptance
-- time was overwritten by its delivery and stays unknown.
UPDATE "orders" SET "accepted_at" = "status_changed_at", "accepted_by" = "status_changed_by"
  WHERE "status" = 'confirm' AND "accepted_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "status_changed_at", "delivered_by" = "status_changed_by"
  WHERE "status" = 'completed' AND "delivered_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = "status_changed_at", "cancelled_by" = "status_changed_by"
  WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;
