import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Retention of A/S and trade-in records (jobs/retention/requests.ts): when each closed, from which
// its period runs, and when it was anonymised, after which it names no customer. Records closed
// before this migration take the time of the timeline entry that closed them.
const closedStatuses = { service_requests: ['completed', 'cancelled', 'rejected', 'declined'], trade_ins: ['completed', 'cancelled', 'rejected'] }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" ALTER COLUMN "customer_id" DROP NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "customer_id" DROP NOT NULL;
  ALTER TABLE "service_requests" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "trade_ins" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "trade_ins" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  CREATE INDEX "service_requests_closed_at_idx" ON "service_requests" USING btree ("closed_at");
  CREATE INDEX "trade_ins_closed_at_idx" ON "trade_ins" USING btree ("closed_at");`)
  for (const [table, statuses] of Object.entries(closedStatuses)) {
    const timeline = sql.identifier(`${table}_timeline`)
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} r SET "closed_at" = (SELECT max(t."at") FROM ${timeline} t WHERE t."_parent_id" = r."id" AND t."status"::text = r."status"::text)
      WHERE r."status"::text IN (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`)
  }
}

// An anonymised record has no customer to give back: going down past one is refused.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM "service_requests" WHERE "customer_id" IS NULL) OR EXISTS (SELECT 1 FROM "trade_ins" WHERE "customer_id" IS NULL) THEN
      RAISE EXCEPTION 'A/S or trade-in records were anonymised by retention and have no customer: this migration cannot be undone';
    END IF;
  END $$;
  DROP INDEX "service_requests_closed_at_idx";
  DROP INDEX "trade_ins_closed_at_idx";
  ALTER TABLE "service_requests" ALTER COLUMN "customer_id" SET NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "customer_id" SET NOT NULL;
  ALTER TABLE "service_requests" DROP COLUMN "closed_at";
  ALTER TABLE "service_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "trade_ins" DROP COLUMN "closed_at";
  ALTER TABLE "trade_ins" DROP COLUMN "anonymised_at";`)
}
