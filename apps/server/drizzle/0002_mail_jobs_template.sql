ALTER TABLE "mail_jobs" ADD COLUMN "template" text NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;