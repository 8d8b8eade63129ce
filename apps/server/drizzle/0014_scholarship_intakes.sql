CREATE TABLE "intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"waiver_percent" integer DEFAULT 0 NOT NULL,
	"enrol_within_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "intake_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "enrol_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiver_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "intake_id" uuid;--> statement-breakpoint
ALTER TABLE "intakes" ADD CONSTRAINT "intakes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intakes_course_idx" ON "intakes" USING btree ("course_id","opens_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_intake_status_idx" ON "applications" USING btree ("intake_id","status","waitlisted_at");--> statement-breakpoint
CREATE INDEX "applications_enrol_by_idx" ON "applications" USING btree ("enrol_by") WHERE "applications"."status" = 'approved' and "applications"."enrol_by" is not null;