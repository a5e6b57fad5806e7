import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_programs_offer" AS ENUM('repair', 'exchange');
  CREATE TYPE "public"."enum_service_programs_state" AS ENUM('draft', 'started');
  ALTER TYPE "public"."enum_notices_kind" ADD VALUE 'program';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'serviceProgramNotify' BEFORE 'accessReview';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'serviceProgramNotify' BEFORE 'accessReview';
  CREATE TABLE "service_programs_serial_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "service_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"offer" "enum_service_programs_offer" DEFAULT 'repair' NOT NULL,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"notice" varchar NOT NULL,
  	"state" "enum_service_programs_state" DEFAULT 'draft' NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"started_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_programs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "service_programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "service_program_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"program_id" integer,
  	"device_id" integer,
  	"customer_id" integer,
  	"token" varchar NOT NULL,
  	"notified_at" timestamp(3) with time zone,
  	"opened_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "service_requests" ADD COLUMN "program_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_programs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_program_notices_id" integer;
  ALTER TABLE "service_programs_serial_ranges" ADD CONSTRAINT "service_programs_serial_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_programs" ADD CONSTRAINT "service_programs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_programs_texts" ADD CONSTRAINT "service_programs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_programs_rels" ADD CONSTRAINT "service_programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_programs_rels" ADD CONSTRAINT "service_programs_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_program_notices" ADD CONSTRAINT "service_program_notices_program_id_service_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_program_notices" ADD CONSTRAINT "service_program_notices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_program_notices" ADD CONSTRAINT "service_program_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "service_programs_serial_ranges_order_idx" ON "service_programs_serial_ranges" USING btree ("_order");
  CREATE INDEX "service_programs_serial_ranges_parent_id_idx" ON "service_programs_serial_ranges" USING btree ("_parent_id");
  CREATE INDEX "service_programs_state_idx" ON "service_programs" USING btree ("state");
  CREATE INDEX "service_programs_started_by_idx" ON "service_programs" USING btree ("started_by_id");
  CREATE INDEX "service_programs_updated_at_idx" ON "service_programs" USING btree ("updated_at");
  CREATE INDEX "service_programs_created_at_idx" ON "service_programs" USING btree ("created_at");
  CREATE INDEX "service_programs_texts_order_parent" ON "service_programs_texts" USING btree ("order","parent_id");
  CREATE INDEX "service_programs_rels_order_idx" ON "service_programs_rels" USING btree ("order");
  CREATE INDEX "service_programs_rels_parent_idx" ON "service_programs_rels" USING btree ("parent_id");
  CREATE INDEX "service_programs_rels_path_idx" ON "service_programs_rels" USING btree ("path");
  CREATE INDEX "service_programs_rels_products_id_idx" ON "service_programs_rels" USING btree ("products_id");
  CREATE INDEX "service_program_notices_program_idx" ON "service_program_notices" USING btree ("program_id");
  CREATE INDEX "service_program_notices_device_idx" ON "service_program_notices" USING btree ("device_id");
  CREATE INDEX "service_program_notices_customer_idx" ON "service_program_notices" USING btree ("customer_id");
  CREATE UNIQUE INDEX "service_program_notices_token_idx" ON "service_program_notices" USING btree ("token");
  CREATE INDEX "service_program_notices_updated_at_idx" ON "service_program_notices" USING btree ("updated_at");
  CREATE INDEX "service_program_notices_created_at_idx" ON "service_program_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "program_device_idx" ON "service_program_notices" USING btree ("program_id","device_id");
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_program_id_service_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_programs_fk" FOREIGN KEY ("service_programs_id") REFERENCES "public"."service_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_program_notices_fk" FOREIGN KEY ("service_program_notices_id") REFERENCES "public"."service_program_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_requests_program_idx" ON "service_requests" USING btree ("program_id");
  CREATE INDEX "payload_locked_documents_rels_service_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("service_programs_id");
  CREATE INDEX "payload_locked_documents_rels_service_program_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("service_program_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_programs_serial_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_programs_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_programs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_program_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_programs_serial_ranges" CASCADE;
  DROP TABLE "service_programs" CASCADE;
  DROP TABLE "service_programs_texts" CASCADE;
  DROP TABLE "service_programs_rels" CASCADE;
  DROP TABLE "service_program_notices" CASCADE;
  ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_program_id_service_programs_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_programs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_program_notices_fk";
  
  ALTER TABLE "notices" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_notices_kind";
  CREATE TYPE "public"."enum_notices_kind" AS ENUM('status', 'event', 'estimate', 'shipment', 'reply');
  ALTER TABLE "notices" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_notices_kind" USING "kind"::"public"."enum_notices_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'announcementSend', 'announcementReport', 'accessReview', 'retention', 'lockExpiry');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'announcementSend', 'announcementReport', 'accessReview', 'retention', 'lockExpiry');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "service_requests_program_idx";
  DROP INDEX "payload_locked_documents_rels_service_programs_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_program_notices_id_idx";
  ALTER TABLE "service_requests" DROP COLUMN "program_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_programs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_program_notices_id";
  DROP TYPE "public"."enum_service_programs_offer";
  DROP TYPE "public"."enum_service_programs_state";`)
}
