ALTER TABLE "mail_jobs" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "reply_to";