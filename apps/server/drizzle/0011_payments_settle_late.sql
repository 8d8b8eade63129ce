ALTER TABLE "orders" ADD COLUMN "payment_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("next_check_at") WHERE "orders"."next_check_at" is not null;--> statement-breakpoint
-- Orders still open from before the re-check sweep: each is asked about once at its first run (and abandoned if past its expiry).
UPDATE "orders" SET "next_check_at" = date_trunc('milliseconds', now()) WHERE "order_status" = 'pending' AND "provider" <> 'free';
