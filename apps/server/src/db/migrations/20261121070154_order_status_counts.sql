CREATE TABLE "sales_order_status_count" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sales_order_status_count_group_id_garage_id_document_status_pk" PRIMARY KEY("group_id","garage_id","document","status")
);
--> statement-breakpoint
-- Counts follow every insert, status change and delete of sales_order, one upsert per statement. Rows are
-- locked in key order, so two transactions moving orders between the same two statuses never deadlock.
CREATE FUNCTION sales_order_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, count(*) FROM new_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_order_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, sum(d) FROM (
    SELECT group_id, garage_id, document, status, -1 AS d FROM old_rows
    UNION ALL
    SELECT group_id, garage_id, document, status, 1 AS d FROM new_rows
  ) changes
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_order_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, -count(*) FROM old_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_order_count_ins AFTER INSERT ON sales_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_order_count_insert();
--> statement-breakpoint
CREATE TRIGGER sales_order_count_upd AFTER UPDATE ON sales_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_order_count_update();
--> statement-breakpoint
CREATE TRIGGER sales_order_count_del AFTER DELETE ON sales_order
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_order_count_delete();
--> statement-breakpoint
INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
SELECT group_id, garage_id, document, status, count(*) FROM sales_order GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- As for customers (search_statistics): a finer sample of the order search text lets the planner tell a
-- frequent name (walk the newest orders) from a rare one (use the trigram index).
ALTER TABLE "sales_order" ALTER COLUMN "search_text" SET STATISTICS 1000;
