import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_requests_estimate_state" AS ENUM('pending', 'approved', 'declined');
  CREATE TYPE "public"."enum_service_requests_estimate_answered_via" AS ENUM('page', 'mail');
  ALTER TYPE "public"."enum_service_requests_timeline_status" ADD VALUE 'declined';
  ALTER TYPE "public"."enum_service_requests_timeline_event" ADD VALUE 'estimated';
  ALTER TYPE "public"."enum_service_requests_timeline_event" ADD VALUE 'estimate-approved';
  ALTER TYPE "public"."enum_service_requests_status" ADD VALUE 'declined';
  ALTER TYPE "public"."enum_trade_ins_timeline_event" ADD VALUE 'estimated';
  ALTER TYPE "public"."enum_trade_ins_timeline_event" ADD VALUE 'estimate-approved';
  ALTER TABLE "service_requests" ADD COLUMN "estimate_parts" numeric;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_labour" numeric;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_total" numeric;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_note" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_state" "enum_service_requests_estimate_state";
  ALTER TABLE "service_requests" ADD COLUMN "estimate_sent_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_answered_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "estimate_answered_via" "enum_service_requests_estimate_answered_via";
  ALTER TABLE "service_requests" ADD COLUMN "estimate_nonce" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests_timeline" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_service_requests_timeline_status";
  CREATE TYPE "public"."enum_service_requests_timeline_status" AS ENUM('requested', 'received', 'in-repair', 'completed', 'cancelled', 'rejected');
  ALTER TABLE "service_requests_timeline" ALTER COLUMN "status" SET DATA TYPE "public"."enum_service_requests_timeline_status" USING "status"::"public"."enum_service_requests_timeline_status";
  ALTER TABLE "service_requests_timeline" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_service_requests_timeline_event";
  CREATE TYPE "public"."enum_service_requests_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected');
  ALTER TABLE "service_requests_timeline" ALTER COLUMN "event" SET DATA TYPE "public"."enum_service_requests_timeline_event" USING "event"::"public"."enum_service_requests_timeline_event";
  ALTER TABLE "service_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "service_requests" ALTER COLUMN "status" SET DEFAULT 'requested'::text;
  DROP TYPE "public"."enum_service_requests_status";
  CREATE TYPE "public"."enum_service_requests_status" AS ENUM('requested', 'received', 'in-repair', 'completed', 'cancelled', 'rejected');
  ALTER TABLE "service_requests" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."enum_service_requests_status";
  ALTER TABLE "service_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_service_requests_status" USING "status"::"public"."enum_service_requests_status";
  ALTER TABLE "trade_ins_timeline" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_trade_ins_timeline_event";
  CREATE TYPE "public"."enum_trade_ins_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected');
  ALTER TABLE "trade_ins_timeline" ALTER COLUMN "event" SET DATA TYPE "public"."enum_trade_ins_timeline_event" USING "event"::"public"."enum_trade_ins_timeline_event";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_parts";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_labour";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_total";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_note";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_state";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_sent_at";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_answered_at";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_answered_via";
  ALTER TABLE "service_requests" DROP COLUMN "estimate_nonce";
  DROP TYPE "public"."enum_service_requests_estimate_state";
  DROP TYPE "public"."enum_service_requests_estimate_answered_via";`)
}
