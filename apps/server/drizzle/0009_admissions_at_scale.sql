DROP INDEX "applications_course_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "message" text;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_course_idx" ON "applications" USING btree ("course_id","created_at","id");