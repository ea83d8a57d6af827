CREATE TABLE "form_token_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "form_token_uses_expires_idx" ON "form_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_key","created_at");