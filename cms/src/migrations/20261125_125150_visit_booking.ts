import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shops_visit_booking_weekdays" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_shops_visit_booking_slot_minutes" AS ENUM('30', '60', '90', '120');
  ALTER TYPE "public"."enum_service_requests_timeline_event" ADD VALUE 'visit-booked';
  ALTER TYPE "public"."enum_service_requests_timeline_event" ADD VALUE 'visit-cancelled';
  ALTER TYPE "public"."enum_trade_ins_timeline_event" ADD VALUE 'visit-booked';
  ALTER TYPE "public"."enum_trade_ins_timeline_event" ADD VALUE 'visit-cancelled';
  CREATE TABLE "shops_visit_booking_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shops_visit_booking_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "shops" ADD COLUMN "visit_booking_enabled" boolean;
  ALTER TABLE "shops" ADD COLUMN "visit_booking_opens_at" varchar;
  ALTER TABLE "shops" ADD COLUMN "visit_booking_closes_at" varchar;
  ALTER TABLE "shops" ADD COLUMN "visit_booking_slot_minutes" "enum_shops_visit_booking_slot_minutes";
  ALTER TABLE "shops" ADD COLUMN "visit_booking_capacity" numeric DEFAULT 2;
  ALTER TABLE "shops" ADD COLUMN "visit_booking_days_ahead" numeric DEFAULT 14;
  ALTER TABLE "service_requests" ADD COLUMN "visit_at" timestamp(3) with time zone;
  ALTER TABLE "shops_visit_booking_weekdays" ADD CONSTRAINT "shops_visit_booking_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shops_visit_booking_weekdays_order_idx" ON "shops_visit_booking_weekdays" USING btree ("order");
  CREATE INDEX "shops_visit_booking_weekdays_parent_idx" ON "shops_visit_booking_weekdays" USING btree ("parent_id");
  CREATE INDEX "service_requests_visit_at_idx" ON "service_requests" USING btree ("visit_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shops_visit_booking_weekdays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shops_visit_booking_weekdays" CASCADE;
  ALTER TABLE "service_requests_timeline" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_service_requests_timeline_event";
  CREATE TYPE "public"."enum_service_requests_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected', 'estimated', 'estimate-approved');
  ALTER TABLE "service_requests_timeline" ALTER COLUMN "event" SET DATA TYPE "public"."enum_service_requests_timeline_event" USING "event"::"public"."enum_service_requests_timeline_event";
  ALTER TABLE "trade_ins_timeline" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_trade_ins_timeline_event";
  CREATE TYPE "public"."enum_trade_ins_timeline_event" AS ENUM('sent-in', 'sent-back', 'inspected', 'estimated', 'estimate-approved');
  ALTER TABLE "trade_ins_timeline" ALTER COLUMN "event" SET DATA TYPE "public"."enum_trade_ins_timeline_event" USING "event"::"public"."enum_trade_ins_timeline_event";
  DROP INDEX "service_requests_visit_at_idx";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_enabled";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_opens_at";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_closes_at";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_slot_minutes";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_capacity";
  ALTER TABLE "shops" DROP COLUMN "visit_booking_days_ahead";
  ALTER TABLE "service_requests" DROP COLUMN "visit_at";
  DROP TYPE "public"."enum_shops_visit_booking_weekdays";
  DROP TYPE "public"."enum_shops_visit_booking_slot_minutes";`)
}
