import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TYPE "public"."enum_web_vitals_rating" AS ENUM('good', 'needs-improvement', 'poor');
  CREATE TYPE "public"."enum_web_vitals_device" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_web_vitals_connection" AS ENUM('slow-2g', '2g', '3g', '4g');
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"value" numeric NOT NULL,
  	"rating" "enum_web_vitals_rating" NOT NULL,
  	"route" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"device" "enum_web_vitals_device" NOT NULL,
  	"connection" "enum_web_vitals_connection",
  	"hydrated" boolean DEFAULT false,
  	"interaction_target" varchar,
  	"input_delay" numeric,
  	"processing_duration" numeric,
  	"presentation_delay" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE INDEX "route_metric_createdAt_idx" ON "web_vitals" USING btree ("route","metric","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_web_vitals_metric";
  DROP TYPE "public"."enum_web_vitals_rating";
  DROP TYPE "public"."enum_web_vitals_device";
  DROP TYPE "public"."enum_web_vitals_connection";`)
}
