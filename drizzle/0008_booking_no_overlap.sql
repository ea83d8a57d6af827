-- Custom migration (Drizzle cannot express an exclusion constraint): two active
-- (held or confirmed) bookings of one crew never overlap. The crew is compared
-- as a one-value int4range so only the built-in range operator classes are
-- needed (no btree_gist extension: it works on PGlite and any PostgreSQL).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  int4range("crew", "crew", '[]') WITH &&,
  tstzrange("start_at", "end_at", '[)') WITH &&
) WHERE ("status" in ('held', 'confirmed'));
