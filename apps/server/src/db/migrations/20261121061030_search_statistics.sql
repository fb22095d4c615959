-- A finer sample of the search columns lets the planner tell a frequent name ("rahul s", walk the newest
-- rows) from a rare one (use the trigram index).
ALTER TABLE "customer" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "user_car" ALTER COLUMN "reg_search" SET STATISTICS 1000;
