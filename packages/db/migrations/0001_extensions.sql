-- Extensions used by search (trigram similarity for typo tolerance, accent-insensitive matching).
-- PGlite loads the same ones as modules (see src/connection.ts), so this runs on both drivers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
