CREATE TABLE "practice_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"after_lecture" integer NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"photos" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"piece_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"comment" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_photos" ADD CONSTRAINT "practice_photos_submission_id_practice_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practice_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_pieces" ADD CONSTRAINT "practice_pieces_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_piece_id_practice_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."practice_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_photos_submission_idx" ON "practice_photos" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "practice_pieces_course_idx" ON "practice_pieces" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_submissions_round_uq" ON "practice_submissions" USING btree ("piece_id","student_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_submissions_waiting_uq" ON "practice_submissions" USING btree ("piece_id","student_id") WHERE "practice_submissions"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "practice_submissions_student_idx" ON "practice_submissions" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "practice_submissions_queue_idx" ON "practice_submissions" USING btree ("status","created_at","id");