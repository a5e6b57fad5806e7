import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shops" ADD COLUMN "service_days" numeric;
  ALTER TABLE "site" ADD COLUMN "mail_in_service_days" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shops" DROP COLUMN "service_days";
  ALTER TABLE "site" DROP COLUMN "mail_in_service_days";`)
}
