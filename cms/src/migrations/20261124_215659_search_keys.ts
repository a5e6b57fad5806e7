import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" ADD COLUMN "search_keys" varchar;
  ALTER TABLE "trade_ins" ADD COLUMN "search_keys" varchar;
  ALTER TABLE "devices" ADD COLUMN "search_keys" varchar;
  ALTER TABLE "customers" ADD COLUMN "search_keys" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" DROP COLUMN "search_keys";
  ALTER TABLE "trade_ins" DROP COLUMN "search_keys";
  ALTER TABLE "devices" DROP COLUMN "search_keys";
  ALTER TABLE "customers" DROP COLUMN "search_keys";`)
}
