import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_in_events_payout_method" AS ENUM('bank-transfer', 'store-credit', 'discount');
  CREATE TYPE "public"."enum__trade_in_events_v_version_payout_method" AS ENUM('bank-transfer', 'store-credit', 'discount');
  CREATE TYPE "public"."enum_service_requests_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected');
  CREATE TYPE "public"."enum_service_requests_inbound_courier" AS ENUM('cj', 'epost', 'hanjin', 'lotte', 'logen');
  CREATE TYPE "public"."enum_service_requests_outbound_courier" AS ENUM('cj', 'epost', 'hanjin', 'lotte', 'logen');
  CREATE TYPE "public"."enum_trade_ins_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected');
  CREATE TYPE "public"."enum_trade_ins_inbound_courier" AS ENUM('cj', 'epost', 'hanjin', 'lotte', 'logen');
  CREATE TYPE "public"."enum_trade_ins_outbound_courier" AS ENUM('cj', 'epost', 'hanjin', 'lotte', 'logen');
  CREATE TYPE "public"."enum_trade_ins_inspected_grade" AS ENUM('A', 'B', 'C');
  ALTER TABLE "trade_in_events" ADD COLUMN "payout_method" "enum_trade_in_events_payout_method";
  ALTER TABLE "trade_in_events" ADD COLUMN "payout_days" numeric;
  ALTER TABLE "_trade_in_events_v" ADD COLUMN "version_payout_method" "enum__trade_in_events_v_version_payout_method";
  ALTER TABLE "_trade_in_events_v" ADD COLUMN "version_payout_days" numeric;
  ALTER TABLE "service_requests_timeline" ADD COLUMN "event" "enum_service_requests_timeline_event";
  ALTER TABLE "service_requests" ADD COLUMN "inbound_courier" "enum_service_requests_inbound_courier";
  ALTER TABLE "service_requests" ADD COLUMN "inbound_tracking_number" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "outbound_courier" "enum_service_requests_outbound_courier";
  ALTER TABLE "service_requests" ADD COLUMN "outbound_tracking_number" varchar;
  ALTER TABLE "trade_ins_timeline" ADD COLUMN "event" "enum_trade_ins_timeline_event";
  ALTER TABLE "trade_ins" ADD COLUMN "inbound_courier" "enum_trade_ins_inbound_courier";
  ALTER TABLE "trade_ins" ADD COLUMN "inbound_tracking_number" varchar;
  ALTER TABLE "trade_ins" ADD COLUMN "outbound_courier" "enum_trade_ins_outbound_courier";
  ALTER TABLE "trade_ins" ADD COLUMN "outbound_tracking_number" varchar;
  ALTER TABLE "trade_ins" ADD COLUMN "inspected_grade" "enum_trade_ins_inspected_grade";
  ALTER TABLE "site" ADD COLUMN "mail_in_name" varchar;
  ALTER TABLE "site" ADD COLUMN "mail_in_phone" varchar;
  ALTER TABLE "site" ADD COLUMN "mail_in_postal_code" varchar;
  ALTER TABLE "site" ADD COLUMN "mail_in_address" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_in_events" DROP COLUMN "payout_method";
  ALTER TABLE "trade_in_events" DROP COLUMN "payout_days";
  ALTER TABLE "_trade_in_events_v" DROP COLUMN "version_payout_method";
  ALTER TABLE "_trade_in_events_v" DROP COLUMN "version_payout_days";
  ALTER TABLE "service_requests_timeline" DROP COLUMN "event";
  ALTER TABLE "service_requests" DROP COLUMN "inbound_courier";
  ALTER TABLE "service_requests" DROP COLUMN "inbound_tracking_number";
  ALTER TABLE "service_requests" DROP COLUMN "outbound_courier";
  ALTER TABLE "service_requests" DROP COLUMN "outbound_tracking_number";
  ALTER TABLE "trade_ins_timeline" DROP COLUMN "event";
  ALTER TABLE "trade_ins" DROP COLUMN "inbound_courier";
  ALTER TABLE "trade_ins" DROP COLUMN "inbound_tracking_number";
  ALTER TABLE "trade_ins" DROP COLUMN "outbound_courier";
  ALTER TABLE "trade_ins" DROP COLUMN "outbound_tracking_number";
  ALTER TABLE "trade_ins" DROP COLUMN "inspected_grade";
  ALTER TABLE "site" DROP COLUMN "mail_in_name";
  ALTER TABLE "site" DROP COLUMN "mail_in_phone";
  ALTER TABLE "site" DROP COLUMN "mail_in_postal_code";
  ALTER TABLE "site" DROP COLUMN "mail_in_address";
  DROP TYPE "public"."enum_trade_in_events_payout_method";
  DROP TYPE "public"."enum__trade_in_events_v_version_payout_method";
  DROP TYPE "public"."enum_service_requests_timeline_event";
  DROP TYPE "public"."enum_service_requests_inbound_courier";
  DROP TYPE "public"."enum_service_requests_outbound_courier";
  DROP TYPE "public"."enum_trade_ins_timeline_event";
  DROP TYPE "public"."enum_trade_ins_inbound_courier";
  DROP TYPE "public"."enum_trade_ins_outbound_courier";
  DROP TYPE "public"."enum_trade_ins_inspected_grade";`)
}
