import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Not a Payload collection: how many A/S requests are in each status, kept by PostgreSQL itself,
// for the staff queue's counts (ServiceRequests/components/queue.ts). Counting a million requests
// per status took the queue 125 ms and more at every page load; this table answers at once. One
// trigger per statement (transition tables: a bulk insert is one update here), and the statuses in
// one statement in a fixed order, so two status changes at once never wait on each other in a cycle.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "service_request_counts" (
  	"status" "enum_service_requests_status" PRIMARY KEY NOT NULL,
  	"count" bigint DEFAULT 0 NOT NULL
  );

  CREATE OR REPLACE FUNCTION "service_request_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Only statuses that changed touch the table (an edit of a note changes no count).
    INSERT INTO "service_request_counts" ("status", "count")
    SELECT "status", sum("delta") FROM (
      SELECT "status", -1 AS "delta" FROM "old_rows"
      UNION ALL
      SELECT "status", 1 AS "delta" FROM "new_rows"
    ) AS "changes"
    GROUP BY "status" HAVING sum("delta") <> 0 ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = "service_request_counts"."count" + EXCLUDED."count";
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "service_request_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "service_request_counts" ("status", "count")
    SELECT "status", count(*) FROM "new_rows" GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = "service_request_counts"."count" + EXCLUDED."count";
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "service_request_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "service_request_counts" ("status", "count")
    SELECT "status", -count(*) FROM "old_rows" GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = "service_request_counts"."count" + EXCLUDED."count";
    RETURN NULL;
  END $$;

  CREATE TRIGGER "service_request_counts_insert" AFTER INSERT ON "service_requests"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_insert"();
  CREATE TRIGGER "service_request_counts_update" AFTER UPDATE ON "service_requests"
    REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_update"();
  CREATE TRIGGER "service_request_counts_delete" AFTER DELETE ON "service_requests"
    REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_request_counts_delete"();

  INSERT INTO "service_request_counts" ("status", "count")
  SELECT "status", count(*) FROM "service_requests" GROUP BY "status" ORDER BY "status"
  ON CONFLICT ("status") DO UPDATE SET "count" = EXCLUDED."count";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "service_request_counts_insert" ON "service_requests";
  DROP TRIGGER IF EXISTS "service_request_counts_update" ON "service_requests";
  DROP TRIGGER IF EXISTS "service_request_counts_delete" ON "service_requests";
  DROP FUNCTION IF EXISTS "service_request_counts_insert"();
  DROP FUNCTION IF EXISTS "service_request_counts_update"();
  DROP FUNCTION IF EXISTS "service_request_counts_delete"();
  DROP TABLE IF EXISTS "service_request_counts";`)
}
