CREATE TABLE "media_renditions" (
	"media_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bandwidth" integer NOT NULL,
	"bytes" integer NOT NULL,
	"codecs" text NOT NULL,
	CONSTRAINT "media_renditions_media_id_name_pk" PRIMARY KEY("media_id","name")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_status" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_message" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_saver" boolean;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("processing_status") WHERE "media"."processing_status" in ('pending', 'processing');--> statement-breakpoint
-- Videos uploaded before the ladder existed (the demo content too) are processed once at start.
UPDATE "media" SET "processing_status" = 'pending' WHERE "kind" = 'video';
