import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { splitTypedAddress } from '@storefront/rules/postal-address'

// 상세 주소 apart from the road address (docs/decisions/0059). An address typed into the one field
// before is split where it reads as a road address ending at its building number; any other text
// stays whole in the road address. The two joined read as before, so nothing typed is lost.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" ADD COLUMN "return_address_detail" varchar;`)
  await splitTypedReturnAddresses(db)
}

/** Each return address typed into one field (no detail yet) as road address and detail, where it reads as one. */
export async function splitTypedReturnAddresses(db: MigrateUpArgs['db']): Promise<void> {
  const { rows } = await db.execute<{ id: number; address: string }>(sql`
   SELECT "id", "return_address_address" AS "address" FROM "service_requests"
   WHERE "return_address_address" IS NOT NULL AND "return_address_detail" IS NULL;`)
  for (const row of rows) {
    const { address, detail } = splitTypedAddress(row.address)
    if (!detail) continue
    await db.execute(sql`
     UPDATE "service_requests" SET "return_address_address" = ${address}, "return_address_detail" = ${detail} WHERE "id" = ${row.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The detail back into the one field, after a comma, as it is shown.
  await db.execute(sql`
   UPDATE "service_requests" SET "return_address_address" = concat_ws(', ', "return_address_address", "return_address_detail")
   WHERE coalesce("return_address_detail", '') <> '';
   ALTER TABLE "service_requests" DROP COLUMN "return_address_detail";`)
}
