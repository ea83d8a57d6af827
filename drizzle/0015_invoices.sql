CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"offer_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_id" text,
	"paid_method" text,
	"paid_cents" integer,
	"paid_note" text,
	"paid_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('sent', 'paid', 'paid_in_person', 'refunded', 'void')),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_live_idx" ON "invoices" USING btree ("booking_id") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_status_sent_idx" ON "invoices" USING btree ("status","sent_at");