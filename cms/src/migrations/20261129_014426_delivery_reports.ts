import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { jobTasksBackTo } from '../lib/jobTasksBackTo'

// Delivery reports followed (docs/decisions/0073): a notice the carrier failed names the channel
// it went on by, an announcement's recipient can be `delivered` with the time of its report, the
// announcement counts its delivered messages, and the task that follows them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_fallback" AS ENUM('kakao', 'sms', 'email');
  ALTER TYPE "public"."enum_announcement_recipients_state" ADD VALUE 'delivered' BEFORE 'failed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'announcementReport' BEFORE 'accessReview';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'announcementReport' BEFORE 'accessReview';
  ALTER TABLE "notices" ADD COLUMN "fallback" "enum_notices_fallback";
  ALTER TABLE "announcements" ADD COLUMN "counts_delivered" numeric;
  ALTER TABLE "announcement_recipients" ADD COLUMN "reported_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(jobTasksBackTo(['inline', 'statusMail', 'messageMail', 'noticeReport', 'announcementSend', 'accessReview', 'retention']))
  // A delivered message was a sent one before reports were followed.
  await db.execute(sql`
   ALTER TABLE "announcement_recipients" ALTER COLUMN "state" SET DATA TYPE text;
  UPDATE "announcement_recipients" SET "state" = 'sent' WHERE "state" = 'delivered';
  ALTER TABLE "announcement_recipients" ALTER COLUMN "state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_announcement_recipients_state";
  CREATE TYPE "public"."enum_announcement_recipients_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'refused', 'lapsed');
  ALTER TABLE "announcement_recipients" ALTER COLUMN "state" SET DEFAULT 'queued'::"public"."enum_announcement_recipients_state";
  ALTER TABLE "announcement_recipients" ALTER COLUMN "state" SET DATA TYPE "public"."enum_announcement_recipients_state" USING "state"::"public"."enum_announcement_recipients_state";
  ALTER TABLE "notices" DROP COLUMN "fallback";
  ALTER TABLE "announcements" DROP COLUMN "counts_delivered";
  ALTER TABLE "announcement_recipients" DROP COLUMN "reported_at";
  DROP TYPE "public"."enum_notices_fallback";`)
}
