CREATE TABLE "measurements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"units" text DEFAULT 'cm' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "pattern" jsonb;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_pattern_spec" CHECK (("lectures"."kind" = 'pattern') = ("lectures"."pattern" IS NOT NULL));