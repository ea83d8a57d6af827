CREATE TABLE "job_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"media_id" text NOT NULL,
	"stage" text NOT NULL,
	"gallery_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_stage" CHECK ("job_photos"."stage" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "job_records" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"groups" jsonb NOT NULL,
	"medical_exemption" boolean DEFAULT false NOT NULL,
	"dark_acknowledged" boolean DEFAULT false NOT NULL,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"warranty_code" text NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	"completed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_records_warranty_code_unique" UNIQUE("warranty_code"),
	CONSTRAINT "job_records_signed" CHECK (("job_records"."signed_name" is null) = ("job_records"."signed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_gallery_item_id_gallery_items_id_fk" FOREIGN KEY ("gallery_item_id") REFERENCES "public"."gallery_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_photos_booking_idx" ON "job_photos" USING btree ("booking_id","created_at");