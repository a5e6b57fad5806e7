import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { PRIVACY_OFFICER_ROW } from '../seed/footer'

// The seed writes the footer only into a database that never had one, so a footer seeded before the
// privacy officer joined it lacks that row (the Act asks the officer to be named where customers
// look). Added after the other rows, unless a row of that label is there already.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "footer_business_info" ("_order", "_parent_id", "id", "label", "value")
  SELECT coalesce((SELECT max("_order") FROM "footer_business_info" WHERE "_parent_id" = f."id"), 0) + 1, f."id",
    substr(md5(random()::text), 1, 24), ${PRIVACY_OFFICER_ROW.label}, ${PRIVACY_OFFICER_ROW.value}
  FROM "footer" f
  WHERE NOT EXISTS (SELECT 1 FROM "footer_business_info" WHERE "_parent_id" = f."id" AND "label" = ${PRIVACY_OFFICER_ROW.label});`)
}

// The row may have been there before this migration (a footer seeded after it joined): it stays.
export async function down(_: MigrateDownArgs): Promise<void> {}
