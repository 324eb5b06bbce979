-- Hand-written (issue 18, ADR 0084): the API rate limit's counters, shared by every server process
-- on PostgreSQL when no Redis is configured. UNLOGGED: counters of the current minute are not worth
-- a WAL write each, and losing them in a crash only resets the window. Not a tenant table (keyed by
-- client address and route), so it carries no shop_id.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
