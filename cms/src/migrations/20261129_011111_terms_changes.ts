import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "terms" ADD COLUMN "service_changes" varchar;
  ALTER TABLE "terms" ADD COLUMN "privacy_changes" varchar;
  ALTER TABLE "_terms_v" ADD COLUMN "version_service_changes" varchar;
  ALTER TABLE "_terms_v" ADD COLUMN "version_privacy_changes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "terms" DROP COLUMN "service_changes";
  ALTER TABLE "terms" DROP COLUMN "privacy_changes";
  ALTER TABLE "_terms_v" DROP COLUMN "version_service_changes";
  ALTER TABLE "_terms_v" DROP COLUMN "version_privacy_changes";`)
}
