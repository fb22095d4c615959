DROP INDEX "sales_order_number_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_number_uq" ON "sales_order" USING btree ("group_id","garage_id","document","number") WHERE "sales_order"."number" > 0;--> statement-breakpoint
-- A document is inserted with number 0 and numbered as the last write of its transaction (assignNumber).
-- It is counted from then on, so the count row, like the counter row, is locked only for the end of the
-- transaction and concurrent creates of one garage queue for as short a time as possible.
CREATE OR REPLACE FUNCTION sales_order_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, count(*) FROM new_rows WHERE number > 0
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_order_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, sum(d) FROM (
    SELECT group_id, garage_id, document, status, -1 AS d FROM old_rows WHERE number > 0
    UNION ALL
    SELECT group_id, garage_id, document, status, 1 AS d FROM new_rows WHERE number > 0
  ) changes
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_order_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, n)
  SELECT group_id, garage_id, document, status, -count(*) FROM old_rows WHERE number > 0
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
