import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_devices_purchase_channel" AS ENUM('shop', 'marketplace', 'other');
  ALTER TABLE "products" ADD COLUMN "released_on" timestamp(3) with time zone;
  ALTER TABLE "serials" ADD COLUMN "failed_code_attempts" numeric DEFAULT 0;
  ALTER TABLE "serials" ADD COLUMN "code_locked_until" timestamp(3) with time zone;
  ALTER TABLE "devices" ADD COLUMN "purchase_channel" "enum_devices_purchase_channel";
  ALTER TABLE "devices" ADD COLUMN "purchase_shop_id" integer;
  ALTER TABLE "devices" ADD COLUMN "transfer_to_id" integer;
  ALTER TABLE "devices" ADD COLUMN "status_note" varchar;
  ALTER TABLE "devices" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "devices" ADD COLUMN "status_changed_by_id" integer;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_purchase_shop_id_shops_id_fk" FOREIGN KEY ("purchase_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_transfer_to_id_customers_id_fk" FOREIGN KEY ("transfer_to_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_status_changed_by_id_users_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "devices_purchase_shop_idx" ON "devices" USING btree ("purchase_shop_id");
  CREATE INDEX "devices_transfer_to_idx" ON "devices" USING btree ("transfer_to_id");
  CREATE INDEX "devices_status_changed_by_idx" ON "devices" USING btree ("status_changed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "devices" DROP CONSTRAINT "devices_purchase_shop_id_shops_id_fk";
  
  ALTER TABLE "devices" DROP CONSTRAINT "devices_transfer_to_id_customers_id_fk";
  
  ALTER TABLE "devices" DROP CONSTRAINT "devices_status_changed_by_id_users_id_fk";
  
  DROP INDEX "devices_purchase_shop_idx";
  DROP INDEX "devices_transfer_to_idx";
  DROP INDEX "devices_status_changed_by_idx";
  ALTER TABLE "products" DROP COLUMN "released_on";
  ALTER TABLE "serials" DROP COLUMN "failed_code_attempts";
  ALTER TABLE "serials" DROP COLUMN "code_locked_until";
  ALTER TABLE "devices" DROP COLUMN "purchase_channel";
  ALTER TABLE "devices" DROP COLUMN "purchase_shop_id";
  ALTER TABLE "devices" DROP COLUMN "transfer_to_id";
  ALTER TABLE "devices" DROP COLUMN "status_note";
  ALTER TABLE "devices" DROP COLUMN "status_changed_at";
  ALTER TABLE "devices" DROP COLUMN "status_changed_by_id";
  DROP TYPE "public"."enum_devices_purchase_channel";`)
}
