CREATE TABLE "lecture_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"media_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lectures" ALTER COLUMN "video_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ALTER COLUMN "media_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD CONSTRAINT "lecture_files_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_steps" ADD CONSTRAINT "lecture_steps_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_files_lecture_idx" ON "lecture_files" USING btree ("lecture_id","position");--> statement-breakpoint
CREATE INDEX "lecture_files_media_idx" ON "lecture_files" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "lecture_steps_lecture_idx" ON "lecture_steps" USING btree ("lecture_id","position");--> statement-breakpoint
CREATE INDEX "lecture_steps_media_idx" ON "lecture_steps" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_video_has_media" CHECK ("lectures"."kind" <> 'video' OR ("lectures"."video_url" IS NOT NULL AND "lectures"."media_id" IS NOT NULL));