import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_permission_records_change" AS ENUM('created', 'role-changed', 'deactivated', 'reactivated', 'removed', 'locked', 'unlocked', 'factor-enrolled', 'factor-removed', 'factors-reset');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lockExpiry';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lockExpiry';
  CREATE TABLE "permission_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"change" "enum_permission_records_change" NOT NULL,
  	"member_id" integer,
  	"member_email" varchar NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"summary" varchar,
  	"ip" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD COLUMN "seen_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "deactivated" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "password_history" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "permission_records_id" integer;
  ALTER TABLE "permission_records" ADD CONSTRAINT "permission_records_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "permission_records" ADD CONSTRAINT "permission_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "permission_records_change_idx" ON "permission_records" USING btree ("change");
  CREATE INDEX "permission_records_member_idx" ON "permission_records" USING btree ("member_id");
  CREATE INDEX "permission_records_actor_idx" ON "permission_records" USING btree ("actor_id");
  CREATE INDEX "permission_records_updated_at_idx" ON "permission_records" USING btree ("updated_at");
  CREATE INDEX "permission_records_created_at_idx" ON "permission_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_permission_records_fk" FOREIGN KEY ("permission_records_id") REFERENCES "public"."permission_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_permission_records_id_idx" ON "payload_locked_documents_rels" USING btree ("permission_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "permission_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "permission_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_permission_records_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'announcementSend', 'announcementReport', 'accessReview', 'retention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'announcementSend', 'announcementReport', 'accessReview', 'retention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_permission_records_id_idx";
  ALTER TABLE "users_sessions" DROP COLUMN "seen_at";
  ALTER TABLE "users" DROP COLUMN "deactivated";
  ALTER TABLE "users" DROP COLUMN "password_history";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "permission_records_id";
  DROP TYPE "public"."enum_permission_records_change";`)
}
