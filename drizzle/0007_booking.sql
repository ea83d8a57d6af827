CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"crew" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"job_ends_at" timestamp with time zone NOT NULL,
	"area_slug" text NOT NULL,
	"address" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text NOT NULL,
	"choice_params" text NOT NULL,
	"summary" text NOT NULL,
	"price_cents" integer,
	"deposit_cents" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"travel_minutes" integer NOT NULL,
	"medical_exemption" boolean DEFAULT false NOT NULL,
	"order_id" text,
	"manage_nonce" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"client_key" text,
	"owner_flag" text,
	"deposit_refunded" boolean DEFAULT false NOT NULL,
	"held_until" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "bookings_interval" CHECK ("bookings"."start_at" < "bookings"."end_at"),
	CONSTRAINT "bookings_crew" CHECK ("bookings"."crew" >= 1)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");