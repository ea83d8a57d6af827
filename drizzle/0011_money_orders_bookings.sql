CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "vehicle" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "service_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "user_turn" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "chat_quote_request_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_percent" integer;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_chat_quote_request_id_chat_quote_requests_id_fk" FOREIGN KEY ("chat_quote_request_id") REFERENCES "public"."chat_quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_quote_requests_turn_idx" ON "chat_quote_requests" USING btree ("conversation_id","user_turn");--> statement-breakpoint
CREATE INDEX "outbox_messages_chat_quote_idx" ON "outbox_messages" USING btree ("chat_quote_request_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired'));--> statement-breakpoint
-- A hold released by the payment page's "cancel" was stored as cancelled: it was a payment abandoned, never a booking.
UPDATE "bookings" SET "status" = 'expired' WHERE "status" = 'cancelled' AND "confirmed_at" IS NULL;
