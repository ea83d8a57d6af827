CREATE TABLE "review_requests" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "publish_consent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");