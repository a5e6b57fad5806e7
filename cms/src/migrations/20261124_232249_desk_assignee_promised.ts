import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "service_requests" ADD COLUMN "promised_on" timestamp(3) with time zone;
  ALTER TABLE "trade_ins" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "trade_ins" ADD COLUMN "promised_on" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "service_requests_assignee_idx" ON "service_requests" USING btree ("assignee_id");
  CREATE INDEX "service_requests_promised_on_idx" ON "service_requests" USING btree ("promised_on");
  CREATE INDEX "trade_ins_assignee_idx" ON "trade_ins" USING btree ("assignee_id");
  CREATE INDEX "trade_ins_promised_on_idx" ON "trade_ins" USING btree ("promised_on");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "trade_ins" DROP CONSTRAINT "trade_ins_assignee_id_users_id_fk";
  
  DROP INDEX "service_requests_assignee_idx";
  DROP INDEX "service_requests_promised_on_idx";
  DROP INDEX "trade_ins_assignee_idx";
  DROP INDEX "trade_ins_promised_on_idx";
  ALTER TABLE "service_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "service_requests" DROP COLUMN "promised_on";
  ALTER TABLE "trade_ins" DROP COLUMN "assignee_id";
  ALTER TABLE "trade_ins" DROP COLUMN "promised_on";`)
}
