-- Trigram indexes make partial, case-insensitive search of names, plates and VINs fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
