import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "serials" ADD COLUMN "production_batch" varchar;
  -- Serials already kept get theirs as the hook would give it (rules/src/serial.ts productionBatch).
  UPDATE "serials" SET "production_batch" = regexp_replace("serial_number", '-[^-]*$', '') WHERE position('-' in "serial_number") > 1;
  CREATE INDEX "serials_production_batch_idx" ON "serials" USING btree ("production_batch");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "serials_production_batch_idx";
  ALTER TABLE "serials" DROP COLUMN "production_batch";`)
}
