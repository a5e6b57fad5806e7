import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { jobTasksBackTo } from '../lib/jobTasksBackTo'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('correct', 'delete', 'stop');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('received', 'in-progress', 'done', 'refused');
  CREATE TYPE "public"."enum_customers_consent_history_document" AS ENUM('service', 'privacy');
  CREATE TYPE "public"."enum_access_records_operation" AS ENUM('read', 'list', 'export', 'create', 'update', 'delete');
  CREATE TYPE "public"."enum_access_records_resource" AS ENUM('customers', 'devices', 'service-requests', 'service-messages', 'trade-ins', 'survey-responses', 'data-requests');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'accessReview';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'accessReview';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'retention';
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"kind" "enum_data_requests_kind" NOT NULL,
  	"details" varchar NOT NULL,
  	"status" "enum_data_requests_status" DEFAULT 'received' NOT NULL,
  	"due_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customers_consent_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document" "enum_customers_consent_history_document" NOT NULL,
  	"version" varchar NOT NULL,
  	"accepted_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "access_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" integer,
  	"staff_email" varchar NOT NULL,
  	"staff_role" varchar,
  	"operation" "enum_access_records_operation" NOT NULL,
  	"resource" "enum_access_records_resource" NOT NULL,
  	"summary" varchar,
  	"documents" varchar,
  	"document_count" numeric,
  	"customers" varchar,
  	"ip" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"staff_id" integer,
  	"staff_email" varchar,
  	"customers_read" numeric,
  	"threshold" numeric,
  	"reviewed_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_service_effective_date" timestamp(3) with time zone NOT NULL,
  	"version_service_consent_version" timestamp(3) with time zone NOT NULL,
  	"version_service_content" jsonb NOT NULL,
  	"version_privacy_effective_date" timestamp(3) with time zone NOT NULL,
  	"version_privacy_consent_version" timestamp(3) with time zone NOT NULL,
  	"version_privacy_content" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "customers" ADD COLUMN "consents_terms_version" varchar;
  ALTER TABLE "customers" ADD COLUMN "consents_privacy_version" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_alerts_id" integer;
  ALTER TABLE "terms" ADD COLUMN "service_consent_version" timestamp(3) with time zone;
  ALTER TABLE "terms" ADD COLUMN "privacy_consent_version" timestamp(3) with time zone;
  -- The version customers must have agreed to: until an admin says otherwise, the one in force.
  UPDATE "terms" SET "service_consent_version" = "service_effective_date", "privacy_consent_version" = "privacy_effective_date";
  ALTER TABLE "terms" ALTER COLUMN "service_consent_version" SET NOT NULL;
  ALTER TABLE "terms" ALTER COLUMN "privacy_consent_version" SET NOT NULL;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers_consent_history" ADD CONSTRAINT "customers_consent_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "access_records" ADD CONSTRAINT "access_records_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_alerts" ADD CONSTRAINT "access_alerts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_requests_customer_idx" ON "data_requests" USING btree ("customer_id");
  CREATE INDEX "data_requests_due_at_idx" ON "data_requests" USING btree ("due_at");
  CREATE UNIQUE INDEX "data_requests_idempotency_key_idx" ON "data_requests" USING btree ("idempotency_key");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  CREATE INDEX "customers_consent_history_order_idx" ON "customers_consent_history" USING btree ("_order");
  CREATE INDEX "customers_consent_history_parent_id_idx" ON "customers_consent_history" USING btree ("_parent_id");
  CREATE INDEX "access_records_staff_idx" ON "access_records" USING btree ("staff_id");
  CREATE INDEX "access_records_operation_idx" ON "access_records" USING btree ("operation");
  CREATE INDEX "access_records_updated_at_idx" ON "access_records" USING btree ("updated_at");
  CREATE INDEX "access_records_created_at_idx" ON "access_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "access_alerts_key_idx" ON "access_alerts" USING btree ("key");
  CREATE INDEX "access_alerts_staff_idx" ON "access_alerts" USING btree ("staff_id");
  CREATE INDEX "access_alerts_updated_at_idx" ON "access_alerts" USING btree ("updated_at");
  CREATE INDEX "access_alerts_created_at_idx" ON "access_alerts" USING btree ("created_at");
  CREATE INDEX "_terms_v_created_at_idx" ON "_terms_v" USING btree ("created_at");
  CREATE INDEX "_terms_v_updated_at_idx" ON "_terms_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_records_fk" FOREIGN KEY ("access_records_id") REFERENCES "public"."access_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_alerts_fk" FOREIGN KEY ("access_alerts_id") REFERENCES "public"."access_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");
  CREATE INDEX "payload_locked_documents_rels_access_records_id_idx" ON "payload_locked_documents_rels" USING btree ("access_records_id");
  CREATE INDEX "payload_locked_documents_rels_access_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("access_alerts_id");

  -- The terms as saved before versions were kept: their first version, so their address serves them
  -- once a new one is saved (docs/decisions/0063).
  INSERT INTO "_terms_v" ("version_service_effective_date", "version_service_consent_version", "version_service_content",
    "version_privacy_effective_date", "version_privacy_consent_version", "version_privacy_content", "version_updated_at", "version_created_at", "created_at", "updated_at")
  SELECT "service_effective_date", "service_consent_version", "service_content", "privacy_effective_date", "privacy_consent_version", "privacy_content",
    "updated_at", "created_at", COALESCE("updated_at", now()), COALESCE("updated_at", now())
  FROM "terms";

  -- Consents given before versions were kept were given to the version then in force, the only one
  -- there was: the effective day (Seoul) the terms hold now. Each gets its row of the history too.
  UPDATE "customers" SET "consents_terms_version" = (SELECT to_char("service_effective_date" AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') FROM "terms" LIMIT 1)
  WHERE "consents_terms_accepted_at" IS NOT NULL;
  UPDATE "customers" SET "consents_privacy_version" = (SELECT to_char("privacy_effective_date" AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') FROM "terms" LIMIT 1)
  WHERE "consents_privacy_accepted_at" IS NOT NULL;
  INSERT INTO "customers_consent_history" ("_order", "_parent_id", "id", "document", "version", "accepted_at")
  SELECT 1, "id", substr(md5(random()::text || "id"::text || 'service'), 1, 24), 'service', "consents_terms_version", "consents_terms_accepted_at"
  FROM "customers" WHERE "consents_terms_accepted_at" IS NOT NULL AND "consents_terms_version" IS NOT NULL;
  INSERT INTO "customers_consent_history" ("_order", "_parent_id", "id", "document", "version", "accepted_at")
  SELECT 2, "id", substr(md5(random()::text || "id"::text || 'privacy'), 1, 24), 'privacy', "consents_privacy_version", "consents_privacy_accepted_at"
  FROM "customers" WHERE "consents_privacy_accepted_at" IS NOT NULL AND "consents_privacy_version" IS NOT NULL;`)
}

// The job tasks go back to what they were before this migration (20261123_090504_job_named_status_mail, 20261125_130808_service_messages).
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(jobTasksBackTo(['inline', 'statusMail', 'messageMail']))
  await db.execute(sql`
   ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_consent_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_terms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests" CASCADE;
  DROP TABLE "customers_consent_history" CASCADE;
  DROP TABLE "access_records" CASCADE;
  DROP TABLE "access_alerts" CASCADE;
  DROP TABLE "_terms_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_alerts_id_idx";
  ALTER TABLE "customers" DROP COLUMN "consents_terms_version";
  ALTER TABLE "customers" DROP COLUMN "consents_privacy_version";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_alerts_id";
  ALTER TABLE "terms" DROP COLUMN "service_consent_version";
  ALTER TABLE "terms" DROP COLUMN "privacy_consent_version";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";
  DROP TYPE "public"."enum_customers_consent_history_document";
  DROP TYPE "public"."enum_access_records_operation";
  DROP TYPE "public"."enum_access_records_resource";`)
}
