-- Extensions the schema relies on. drizzle-kit does not emit CREATE EXTENSION,
-- so this custom migration runs first. pg_trgm backs similarity search on
-- names of three or more characters (two-character Korean terms use bigram
-- columns instead; see docs/decisions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
