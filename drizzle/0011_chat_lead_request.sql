ALTER TABLE "chat_quote_requests" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "vehicle" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "service_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_quote_requests" ADD COLUMN "user_turn" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "chat_quote_request_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_chat_quote_request_id_chat_quote_requests_id_fk" FOREIGN KEY ("chat_quote_request_id") REFERENCES "public"."chat_quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_quote_requests_turn_idx" ON "chat_quote_requests" USING btree ("conversation_id","user_turn");--> statement-breakpoint
CREATE INDEX "outbox_messages_chat_quote_idx" ON "outbox_messages" USING btree ("chat_quote_request_id");