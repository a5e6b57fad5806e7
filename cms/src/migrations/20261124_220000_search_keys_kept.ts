import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Keeps the `search_keys` columns (fields/searchKeys.ts): what a list's search box looks in. Written
// by PostgreSQL, not by Payload hooks, because they hold the customer's details on every one of
// their records: a trigger fills a row's keys on each write, and a change to a customer (a new
// phone, an anonymisation) rewrites the keys of everything of theirs in the same transaction.
// Trigram indexes let `ILIKE '%…%'` (Payload's `like`) use an index with a million requests.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  -- A person as a caller gives them: e-mail, name, phone as written and as digits only.
  CREATE OR REPLACE FUNCTION "person_search_keys"(email text, name text, phone text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws(' ', email, name, phone, regexp_replace(phone, '\\D', '', 'g')) $$;

  CREATE OR REPLACE FUNCTION "customer_search_keys"(customer integer) RETURNS text
    LANGUAGE sql STABLE AS $$ SELECT "search_keys" FROM "customers" WHERE "id" = customer $$;

  CREATE OR REPLACE FUNCTION "customers_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."search_keys" := "person_search_keys"(NEW."email", NEW."name", NEW."phone");
    RETURN NEW;
  END $$;

  CREATE OR REPLACE FUNCTION "devices_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."search_keys" := concat_ws(' ', NEW."serial_number", NEW."purchase_place", "customer_search_keys"(NEW."customer_id"));
    RETURN NEW;
  END $$;

  CREATE OR REPLACE FUNCTION "service_requests_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."search_keys" := concat_ws(' ', NEW."number", (SELECT "serial_number" FROM "devices" WHERE "id" = NEW."device_id"),
      "customer_search_keys"(NEW."customer_id"), "person_search_keys"(NULL, NEW."return_address_name", NEW."return_address_phone"), NEW."description");
    RETURN NEW;
  END $$;

  CREATE OR REPLACE FUNCTION "trade_ins_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."search_keys" := concat_ws(' ', NEW."number", (SELECT "serial_number" FROM "devices" WHERE "id" = NEW."device_id"),
      "customer_search_keys"(NEW."customer_id"));
    RETURN NEW;
  END $$;

  -- A customer's new details reach each of their records: touching the row runs its own trigger.
  CREATE OR REPLACE FUNCTION "customers_spread_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "devices" SET "search_keys" = NULL WHERE "customer_id" = NEW."id";
    UPDATE "service_requests" SET "search_keys" = NULL WHERE "customer_id" = NEW."id";
    UPDATE "trade_ins" SET "search_keys" = NULL WHERE "customer_id" = NEW."id";
    RETURN NULL;
  END $$;

  CREATE TRIGGER "customers_search_keys" BEFORE INSERT OR UPDATE ON "customers" FOR EACH ROW EXECUTE FUNCTION "customers_search_keys"();
  CREATE TRIGGER "devices_search_keys" BEFORE INSERT OR UPDATE ON "devices" FOR EACH ROW EXECUTE FUNCTION "devices_search_keys"();
  CREATE TRIGGER "service_requests_search_keys" BEFORE INSERT OR UPDATE ON "service_requests" FOR EACH ROW EXECUTE FUNCTION "service_requests_search_keys"();
  CREATE TRIGGER "trade_ins_search_keys" BEFORE INSERT OR UPDATE ON "trade_ins" FOR EACH ROW EXECUTE FUNCTION "trade_ins_search_keys"();

  -- The records there are already, customers first: the others read their keys.
  UPDATE "customers" SET "search_keys" = NULL;
  UPDATE "devices" SET "search_keys" = NULL;
  UPDATE "service_requests" SET "search_keys" = NULL;
  UPDATE "trade_ins" SET "search_keys" = NULL;

  CREATE TRIGGER "customers_spread_search_keys" AFTER UPDATE ON "customers" FOR EACH ROW
    WHEN (OLD."search_keys" IS DISTINCT FROM NEW."search_keys") EXECUTE FUNCTION "customers_spread_search_keys"();

  CREATE INDEX IF NOT EXISTS "customers_search_keys_trgm_idx" ON "customers" USING gin ("search_keys" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "devices_search_keys_trgm_idx" ON "devices" USING gin ("search_keys" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "service_requests_search_keys_trgm_idx" ON "service_requests" USING gin ("search_keys" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "trade_ins_search_keys_trgm_idx" ON "trade_ins" USING gin ("search_keys" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "customers_search_keys_trgm_idx";
  DROP INDEX IF EXISTS "devices_search_keys_trgm_idx";
  DROP INDEX IF EXISTS "service_requests_search_keys_trgm_idx";
  DROP INDEX IF EXISTS "trade_ins_search_keys_trgm_idx";
  DROP TRIGGER IF EXISTS "customers_spread_search_keys" ON "customers";
  DROP TRIGGER IF EXISTS "customers_search_keys" ON "customers";
  DROP TRIGGER IF EXISTS "devices_search_keys" ON "devices";
  DROP TRIGGER IF EXISTS "service_requests_search_keys" ON "service_requests";
  DROP TRIGGER IF EXISTS "trade_ins_search_keys" ON "trade_ins";
  DROP FUNCTION IF EXISTS "customers_spread_search_keys"();
  DROP FUNCTION IF EXISTS "trade_ins_search_keys"();
  DROP FUNCTION IF EXISTS "service_requests_search_keys"();
  DROP FUNCTION IF EXISTS "devices_search_keys"();
  DROP FUNCTION IF EXISTS "customers_search_keys"();
  DROP FUNCTION IF EXISTS "customer_search_keys"(integer);
  DROP FUNCTION IF EXISTS "person_search_keys"(text, text, text);`)
}
