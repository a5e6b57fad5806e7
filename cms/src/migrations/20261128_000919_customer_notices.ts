import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { jobTasksBackTo } from '../lib/jobTasksBackTo'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_kind" AS ENUM('status', 'event', 'estimate', 'shipment', 'reply');
  CREATE TYPE "public"."enum_notices_channel" AS ENUM('kakao', 'sms', 'email');
  CREATE TYPE "public"."enum_notices_state" AS ENUM('sending', 'accepted', 'delivered', 'fell-back', 'failed', 'sent');
  CREATE TYPE "public"."enum_customers_notice_channel" AS ENUM('kakao', 'sms', 'email');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'noticeReport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'noticeReport';
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_notices_kind",
  	"channel" "enum_notices_channel" NOT NULL,
  	"state" "enum_notices_state" DEFAULT 'sending' NOT NULL,
  	"customer_id" integer,
  	"service_request_id" integer,
  	"trade_in_id" integer,
  	"entry" varchar,
  	"recipient" varchar,
  	"message_id" varchar,
  	"message_type" varchar,
  	"reason" varchar,
  	"attempted_at" timestamp(3) with time zone,
  	"reported_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "notice_channel" "enum_customers_notice_channel";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notices_id" integer;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "notices_key_idx" ON "notices" USING btree ("key");
  CREATE INDEX "notices_customer_idx" ON "notices" USING btree ("customer_id");
  CREATE INDEX "notices_service_request_idx" ON "notices" USING btree ("service_request_id");
  CREATE INDEX "notices_trade_in_idx" ON "notices" USING btree ("trade_in_id");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");`)
}

// The job tasks go back to what they were after 20261128_000806_privacy_access_records, which is still applied.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(jobTasksBackTo(['inline', 'statusMail', 'messageMail', 'accessReview', 'retention']))
  await db.execute(sql`
   ALTER TABLE "notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notices_fk";
  
  DROP INDEX "payload_locked_documents_rels_notices_id_idx";
  ALTER TABLE "customers" DROP COLUMN "notice_channel";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notices_id";
  DROP TYPE "public"."enum_notices_kind";
  DROP TYPE "public"."enum_notices_channel";
  DROP TYPE "public"."enum_notices_state";
  DROP TYPE "public"."enum_customers_notice_channel";`)
}
