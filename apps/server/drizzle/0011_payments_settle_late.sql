ALTER TABLE "orders" ADD COLUMN "payment_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("next_check_at") WHERE "orders"."next_check_at" is not null;