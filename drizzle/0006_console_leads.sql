CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_states" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_states_source_source_id_pk" PRIMARY KEY("source","source_id"),
	CONSTRAINT "lead_states_status" CHECK ("lead_states"."status" in ('new', 'contacted', 'quoted', 'booked', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("source","source_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_states_status_idx" ON "lead_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "chat_quote_requests_created_idx" ON "chat_quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_quote_idx" ON "outbox_messages" USING btree ("quote_request_id");