import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "devices" ADD COLUMN "warranty_code" varchar;
  -- Registrations made before certificates get their code here, as new ones do on creation
  -- (@storefront/rules/warranty-code: twelve characters of Crockford's base32). The subquery names the row,
  -- so PostgreSQL draws new characters for each.
  UPDATE "devices" SET "warranty_code" = (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 12) WHERE "devices"."id" IS NOT NULL
  );
  CREATE UNIQUE INDEX "devices_warranty_code_idx" ON "devices" USING btree ("warranty_code");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "devices_warranty_code_idx";
  ALTER TABLE "devices" DROP COLUMN "warranty_code";`)
}
