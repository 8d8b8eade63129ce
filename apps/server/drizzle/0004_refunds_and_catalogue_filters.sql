ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "courses_published_category_idx" ON "courses" USING btree ("category") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "courses_published_level_idx" ON "courses" USING btree ("level") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "courses_published_language_idx" ON "courses" USING btree ("primary_language") WHERE "courses"."is_published";--> statement-breakpoint
CREATE INDEX "orders_refund_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."refund_reason" is not null;