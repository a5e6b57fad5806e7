import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_alerts_kind" AS ENUM('reads', 'bulk', 'network');
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"leader_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teams_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "access_records" ADD COLUMN "reason" varchar;
  ALTER TABLE "access_alerts" ADD COLUMN "kind" "enum_access_alerts_kind" DEFAULT 'reads' NOT NULL;
  ALTER TABLE "access_alerts" ADD COLUMN "reason" varchar;
  ALTER TABLE "access_alerts" ADD COLUMN "access_record" numeric;
  ALTER TABLE "access_alerts" ADD COLUMN "ip" varchar;
  ALTER TABLE "access_alerts" ADD COLUMN "path" varchar;
  ALTER TABLE "access_alerts" ADD COLUMN "attempts" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams_rels" ADD CONSTRAINT "teams_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teams_rels" ADD CONSTRAINT "teams_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "teams_leader_idx" ON "teams" USING btree ("leader_id");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE INDEX "teams_rels_order_idx" ON "teams_rels" USING btree ("order");
  CREATE INDEX "teams_rels_parent_idx" ON "teams_rels" USING btree ("parent_id");
  CREATE INDEX "teams_rels_path_idx" ON "teams_rels" USING btree ("path");
  CREATE INDEX "teams_rels_users_id_idx" ON "teams_rels" USING btree ("users_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "teams_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  ALTER TABLE "access_records" DROP COLUMN "reason";
  ALTER TABLE "access_alerts" DROP COLUMN "kind";
  ALTER TABLE "access_alerts" DROP COLUMN "reason";
  ALTER TABLE "access_alerts" DROP COLUMN "access_record";
  ALTER TABLE "access_alerts" DROP COLUMN "ip";
  ALTER TABLE "access_alerts" DROP COLUMN "path";
  ALTER TABLE "access_alerts" DROP COLUMN "attempts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  DROP TYPE "public"."enum_access_alerts_kind";`)
}
