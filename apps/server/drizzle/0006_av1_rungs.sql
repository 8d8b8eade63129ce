ALTER TABLE "media" ADD COLUMN "av1_status" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "av1_message" text;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD COLUMN "codec" text;--> statement-breakpoint
-- Every rung so far is the H.264 ladder's: AAC for the audio-only rung, H.264 for the pictures.
UPDATE "media_renditions" SET "codec" = CASE WHEN "height" IS NULL THEN 'aac' ELSE 'h264' END;--> statement-breakpoint
ALTER TABLE "media_renditions" ALTER COLUMN "codec" SET NOT NULL;--> statement-breakpoint
-- Videos whose ladder is ready get their AV1 rungs once, in the background, at the next start.
UPDATE "media" SET "av1_status" = 'pending' WHERE "kind" = 'video' AND "processing_status" = 'ready';
