CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_updated_idx" ON "sign_in_attempts" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "auth_users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "auth_users" DROP COLUMN "locked_until";