import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_announcements_kind" AS ENUM('trade-in-event', 'survey');
  CREATE TYPE "public"."enum_announcements_channel" AS ENUM('kakao', 'text');
  CREATE TYPE "public"."enum_announcements_state" AS ENUM('draft', 'queued', 'sent');
  CREATE TYPE "public"."enum_announcement_recipients_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'refused', 'lapsed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'announcementSend' BEFORE 'accessReview';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'announcementSend' BEFORE 'accessReview';
  CREATE TABLE "announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"kind" "enum_announcements_kind" DEFAULT 'trade-in-event' NOT NULL,
  	"channel" "enum_announcements_channel" DEFAULT 'kakao' NOT NULL,
  	"trade_in_event_id" integer,
  	"survey_id" integer,
  	"body" varchar NOT NULL,
  	"state" "enum_announcements_state" DEFAULT 'draft' NOT NULL,
  	"counts_targeted" numeric,
  	"counts_sent" numeric,
  	"counts_failed" numeric,
  	"counts_refused" numeric,
  	"counts_lapsed" numeric,
  	"requested_at" timestamp(3) with time zone,
  	"send_after" timestamp(3) with time zone,
  	"targeted_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"requested_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "announcement_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"announcement_id" integer,
  	"customer_id" integer NOT NULL,
  	"state" "enum_announcement_recipients_state" DEFAULT 'queued' NOT NULL,
  	"recipient" varchar,
  	"message_id" varchar,
  	"message_type" varchar,
  	"reason" varchar,
  	"attempted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "consents_marketing_accepted_at" timestamp(3) with time zone;
  -- When a consent on file was given was never recorded: its record's creation, the earliest it can
  -- have been, so a consent is re-confirmed no later than two years after (docs/decisions/0064).
  UPDATE "customers" SET "consents_marketing_accepted_at" = "created_at" WHERE "consents_marketing_opt_in" = true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "announcements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "announcement_recipients_id" integer;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_trade_in_event_id_trade_in_events_id_fk" FOREIGN KEY ("trade_in_event_id") REFERENCES "public"."trade_in_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "announcements_trade_in_event_idx" ON "announcements" USING btree ("trade_in_event_id");
  CREATE INDEX "announcements_survey_idx" ON "announcements" USING btree ("survey_id");
  CREATE INDEX "announcements_requested_by_idx" ON "announcements" USING btree ("requested_by_id");
  CREATE INDEX "announcements_updated_at_idx" ON "announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");
  CREATE UNIQUE INDEX "announcement_recipients_key_idx" ON "announcement_recipients" USING btree ("key");
  CREATE INDEX "announcement_recipients_announcement_idx" ON "announcement_recipients" USING btree ("announcement_id");
  CREATE INDEX "announcement_recipients_customer_idx" ON "announcement_recipients" USING btree ("customer_id");
  CREATE INDEX "announcement_recipients_state_idx" ON "announcement_recipients" USING btree ("state");
  CREATE INDEX "announcement_recipients_updated_at_idx" ON "announcement_recipients" USING btree ("updated_at");
  CREATE INDEX "announcement_recipients_created_at_idx" ON "announcement_recipients" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcement_recipients_fk" FOREIGN KEY ("announcement_recipients_id") REFERENCES "public"."announcement_recipients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("announcements_id");
  CREATE INDEX "payload_locked_documents_rels_announcement_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("announcement_recipients_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "announcement_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "announcement_recipients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_announcements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_announcement_recipients_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'accessReview', 'retention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'statusMail', 'messageMail', 'noticeReport', 'accessReview', 'retention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_announcements_id_idx";
  DROP INDEX "payload_locked_documents_rels_announcement_recipients_id_idx";
  ALTER TABLE "customers" DROP COLUMN "consents_marketing_accepted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "announcements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "announcement_recipients_id";
  DROP TYPE "public"."enum_announcements_kind";
  DROP TYPE "public"."enum_announcements_channel";
  DROP TYPE "public"."enum_announcements_state";
  DROP TYPE "public"."enum_announcement_recipients_state";`)
}
