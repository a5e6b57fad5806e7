import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_ins_grade" AS ENUM('A', 'B', 'C');
  ALTER TABLE "trade_in_events_eligible_products" ADD COLUMN "credit_b" numeric;
  ALTER TABLE "trade_in_events_eligible_products" ADD COLUMN "credit_c" numeric;
  ALTER TABLE "_trade_in_events_v_version_eligible_products" ADD COLUMN "credit_b" numeric;
  ALTER TABLE "_trade_in_events_v_version_eligible_products" ADD COLUMN "credit_c" numeric;
  ALTER TABLE "trade_ins" ADD COLUMN "grade" "enum_trade_ins_grade";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_in_events_eligible_products" DROP COLUMN "credit_b";
  ALTER TABLE "trade_in_events_eligible_products" DROP COLUMN "credit_c";
  ALTER TABLE "_trade_in_events_v_version_eligible_products" DROP COLUMN "credit_b";
  ALTER TABLE "_trade_in_events_v_version_eligible_products" DROP COLUMN "credit_c";
  ALTER TABLE "trade_ins" DROP COLUMN "grade";
  DROP TYPE "public"."enum_trade_ins_grade";`)
}
