import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "devices" ADD COLUMN "transfer_offer_code_hash" varchar;
  ALTER TABLE "devices" ADD COLUMN "transfer_offer_expires_at" timestamp(3) with time zone;
  CREATE INDEX "devices_transfer_offer_transfer_offer_code_hash_idx" ON "devices" USING btree ("transfer_offer_code_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "devices_transfer_offer_transfer_offer_code_hash_idx";
  ALTER TABLE "devices" DROP COLUMN "transfer_offer_code_hash";
  ALTER TABLE "devices" DROP COLUMN "transfer_offer_expires_at";`)
}
