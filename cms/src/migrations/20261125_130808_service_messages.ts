import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_messages_author" AS ENUM('customer', 'staff');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'messageMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'messageMail';
  CREATE TABLE "service_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"author" "enum_service_messages_author",
  	"staff_user_id" integer,
  	"body" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_messages_id" integer;
  ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_messages_rels" ADD CONSTRAINT "service_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_messages_rels" ADD CONSTRAINT "service_messages_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_messages_request_idx" ON "service_messages" USING btree ("request_id");
  CREATE INDEX "service_messages_customer_idx" ON "service_messages" USING btree ("customer_id");
  CREATE INDEX "service_messages_staff_user_idx" ON "service_messages" USING btree ("staff_user_id");
  CREATE UNIQUE INDEX "service_messages_idempotency_key_idx" ON "service_messages" USING btree ("idempotency_key");
  CREATE INDEX "service_messages_updated_at_idx" ON "service_messages" USING btree ("updated_at");
  CREATE INDEX "service_messages_created_at_idx" ON "service_messages" USING btree ("created_at");
  CREATE INDEX "service_messages_rels_order_idx" ON "service_messages_rels" USING btree ("order");
  CREATE INDEX "service_messages_rels_parent_idx" ON "service_messages_rels" USING btree ("parent_id");
  CREATE INDEX "service_messages_rels_path_idx" ON "service_messages_rels" USING btree ("path");
  CREATE INDEX "service_messages_rels_attachments_id_idx" ON "service_messages_rels" USING btree ("attachments_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_messages_fk" FOREIGN KEY ("service_messages_id") REFERENCES "public"."service_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("service_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_messages_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_messages" CASCADE;
  DROP TABLE "service_messages_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_messages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'statusMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'statusMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_service_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_messages_id";
  DROP TYPE "public"."enum_service_messages_author";`)
}
