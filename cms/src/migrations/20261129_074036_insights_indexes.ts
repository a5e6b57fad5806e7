import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "shop_createdAt_idx" ON "service_requests" USING btree ("shop_id","created_at");
  CREATE INDEX "shop_createdAt_1_idx" ON "trade_ins" USING btree ("shop_id","created_at");
  CREATE INDEX "devices_registered_at_idx" ON "devices" USING btree ("registered_at");
  CREATE INDEX "purchaseShop_registeredAt_idx" ON "devices" USING btree ("purchase_shop_id","registered_at");
  CREATE INDEX "survey_createdAt_idx" ON "survey_responses" USING btree ("survey_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "shop_createdAt_idx";
  DROP INDEX "shop_createdAt_1_idx";
  DROP INDEX "devices_registered_at_idx";
  DROP INDEX "purchaseShop_registeredAt_idx";
  DROP INDEX "survey_createdAt_idx";`)
}
