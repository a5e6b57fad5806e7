import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Not a Payload collection: the table rate-limiter-flexible counts in, shared by every replica of
// the CMS and the storefront (docs/decisions/0016). The columns are the ones the library's own
// CREATE TABLE makes, with a text key (a prefix, an address and an e-mail can pass 255 characters)
// and an index for its hourly clean-up of expired rows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" text PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rate_limits";`)
}
