ALTER TABLE "enrolments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- A student who completed a course before completion was kept has its certificate, whose date is when they first completed it.
UPDATE "enrolments" e SET "completed_at" = c."completed_at" FROM "certificates" c WHERE c."student_id" = e."user_id" AND c."course_id" = e."course_id";
