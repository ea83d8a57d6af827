CREATE TABLE "booking_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text,
	"weekday" text,
	"from_time" text,
	"to_time" text,
	"crew" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_blocks_day" CHECK (("booking_blocks"."date" is null) <> ("booking_blocks"."weekday" is null)),
	CONSTRAINT "booking_blocks_hours" CHECK (("booking_blocks"."from_time" is null) = ("booking_blocks"."to_time" is null))
);
