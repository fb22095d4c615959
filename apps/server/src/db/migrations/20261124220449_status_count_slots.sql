ALTER TABLE "sales_order_status_count" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_status_count" DROP CONSTRAINT "sales_order_status_count_group_id_garage_id_document_status_pk";--> statement-breakpoint
ALTER TABLE "sales_order_status_count" ADD CONSTRAINT "sales_order_status_count_group_id_garage_id_document_status_slot_pk" PRIMARY KEY("group_id","garage_id","document","status","slot");--> statement-breakpoint
-- A status's count is the sum of its slots; each session adds to the slot of its process id, so two
-- transactions moving orders of one garage at once do not wait for each other's commit on one row.
CREATE OR REPLACE FUNCTION sales_order_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, slot, n)
  SELECT group_id, garage_id, document, status, (pg_backend_pid() % 64)::smallint, count(*) FROM new_rows WHERE number > 0
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status, slot) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_order_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, slot, n)
  SELECT group_id, garage_id, document, status, (pg_backend_pid() % 64)::smallint, sum(d) FROM (
    SELECT group_id, garage_id, document, status, -1 AS d FROM old_rows WHERE number > 0
    UNION ALL
    SELECT group_id, garage_id, document, status, 1 AS d FROM new_rows WHERE number > 0
  ) changes
  GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status, slot) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_order_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_order_status_count (group_id, garage_id, document, status, slot, n)
  SELECT group_id, garage_id, document, status, (pg_backend_pid() % 64)::smallint, -count(*) FROM old_rows WHERE number > 0
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (group_id, garage_id, document, status, slot) DO UPDATE SET n = sales_order_status_count.n + excluded.n;
  RETURN NULL;
END $$;
