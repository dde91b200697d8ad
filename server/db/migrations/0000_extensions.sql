-- Extensions and helpers the schema depends on. Both are in PGlite's contrib and Debian's postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); generated columns and indexes need IMMUTABLE.
-- Pinning the dictionary makes this wrapper safe to mark IMMUTABLE.
CREATE OR REPLACE FUNCTION feira_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- pt-BR ordering (Á next to a, ô next to o); the default C collation would sort bytes.
CREATE COLLATION IF NOT EXISTS pt_br_icu (provider = icu, locale = 'pt-BR');
