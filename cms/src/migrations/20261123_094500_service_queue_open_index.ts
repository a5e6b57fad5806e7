import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Not in the Payload config, which cannot express a partial index. The staff queue asks for the
// open A/S requests that waited longest (ServiceRequests/components/queue.ts): with a million
// requests, nearly all closed and the open ones the newest, PostgreSQL walked created_at from the
// oldest and filtered out 926,674 closed ones (1.8 s). This index holds the open ones only, in the
// order asked. Its condition is openStatuses(serviceFlow); queue.int.test.ts checks they agree.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "service_requests_open_created_at_idx" ON "service_requests" USING btree ("created_at")
    WHERE "status" IN ('requested', 'received', 'in-repair');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "service_requests_open_created_at_idx";`)
}
