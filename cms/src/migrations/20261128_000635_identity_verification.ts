import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "surveys" ADD COLUMN "adult_only" boolean DEFAULT false;
  ALTER TABLE "_surveys_v" ADD COLUMN "version_adult_only" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "identity_adult_verified_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "identity_name" varchar;
  ALTER TABLE "customers" ADD COLUMN "identity_phone" varchar;
  ALTER TABLE "customers" ADD COLUMN "identity_person_key" varchar;
  ALTER TABLE "customers" ADD COLUMN "identity_pending_id" varchar;
  CREATE INDEX "customers_identity_identity_adult_verified_at_idx" ON "customers" USING btree ("identity_adult_verified_at");
  CREATE INDEX "customers_identity_identity_person_key_idx" ON "customers" USING btree ("identity_person_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customers_identity_identity_adult_verified_at_idx";
  DROP INDEX "customers_identity_identity_person_key_idx";
  ALTER TABLE "surveys" DROP COLUMN "adult_only";
  ALTER TABLE "_surveys_v" DROP COLUMN "version_adult_only";
  ALTER TABLE "customers" DROP COLUMN "identity_adult_verified_at";
  ALTER TABLE "customers" DROP COLUMN "identity_name";
  ALTER TABLE "customers" DROP COLUMN "identity_phone";
  ALTER TABLE "customers" DROP COLUMN "identity_person_key";
  ALTER TABLE "customers" DROP COLUMN "identity_pending_id";`)
}
