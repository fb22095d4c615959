-- Decision 022 addendum: the rate-limit counters are an unlogged table. Every write request updates one or
-- two of these rows on its own (outside the request's transaction); unlogged, that update waits for no WAL
-- flush. A crash empties the table, which only restarts the current windows.
ALTER TABLE "rate_limit_bucket" SET UNLOGGED;
