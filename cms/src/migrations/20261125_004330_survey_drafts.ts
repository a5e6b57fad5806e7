import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_surveys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__surveys_v_blocks_rating_scale" AS ENUM('5', '10');
  CREATE TYPE "public"."enum__surveys_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_surveys_v_blocks_single_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_single_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_multiple_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_multiple_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_selections" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_short_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_length" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_long_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_length" numeric DEFAULT 2000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_surveys_v_blocks_rating" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"scale" "enum__surveys_v_blocks_rating_scale" DEFAULT '5',
  	"low_label" varchar,
  	"high_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_surveys_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_opens_at" timestamp(3) with time zone,
  	"version_closes_at" timestamp(3) with time zone,
  	"version_completion_message" varchar DEFAULT '소중한 의견 감사합니다.',
  	"version_slug" varchar,
  	"version_requires_login" boolean DEFAULT true,
  	"version_allow_edit" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__surveys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "surveys_blocks_single_choice_options" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_single_choice" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_multiple_choice_options" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_multiple_choice" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_short_text" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_long_text" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_rating" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "surveys_blocks_rating" ALTER COLUMN "scale" DROP NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "opens_at" DROP NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "surveys" ADD COLUMN "_status" "enum_surveys_status" DEFAULT 'draft';
  -- Every survey so far was live from the moment it was saved: it stays published.
  UPDATE "surveys" SET "_status" = 'published';
  ALTER TABLE "_surveys_v_blocks_single_choice_options" ADD CONSTRAINT "_surveys_v_blocks_single_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v_blocks_single_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_single_choice" ADD CONSTRAINT "_surveys_v_blocks_single_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_multiple_choice_options" ADD CONSTRAINT "_surveys_v_blocks_multiple_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v_blocks_multiple_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_multiple_choice" ADD CONSTRAINT "_surveys_v_blocks_multiple_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_short_text" ADD CONSTRAINT "_surveys_v_blocks_short_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_long_text" ADD CONSTRAINT "_surveys_v_blocks_long_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v_blocks_rating" ADD CONSTRAINT "_surveys_v_blocks_rating_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_surveys_v" ADD CONSTRAINT "_surveys_v_parent_id_surveys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_surveys_v_blocks_single_choice_options_order_idx" ON "_surveys_v_blocks_single_choice_options" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_single_choice_options_parent_id_idx" ON "_surveys_v_blocks_single_choice_options" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_single_choice_order_idx" ON "_surveys_v_blocks_single_choice" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_single_choice_parent_id_idx" ON "_surveys_v_blocks_single_choice" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_single_choice_path_idx" ON "_surveys_v_blocks_single_choice" USING btree ("_path");
  CREATE INDEX "_surveys_v_blocks_multiple_choice_options_order_idx" ON "_surveys_v_blocks_multiple_choice_options" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_multiple_choice_options_parent_id_idx" ON "_surveys_v_blocks_multiple_choice_options" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_multiple_choice_order_idx" ON "_surveys_v_blocks_multiple_choice" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_multiple_choice_parent_id_idx" ON "_surveys_v_blocks_multiple_choice" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_multiple_choice_path_idx" ON "_surveys_v_blocks_multiple_choice" USING btree ("_path");
  CREATE INDEX "_surveys_v_blocks_short_text_order_idx" ON "_surveys_v_blocks_short_text" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_short_text_parent_id_idx" ON "_surveys_v_blocks_short_text" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_short_text_path_idx" ON "_surveys_v_blocks_short_text" USING btree ("_path");
  CREATE INDEX "_surveys_v_blocks_long_text_order_idx" ON "_surveys_v_blocks_long_text" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_long_text_parent_id_idx" ON "_surveys_v_blocks_long_text" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_long_text_path_idx" ON "_surveys_v_blocks_long_text" USING btree ("_path");
  CREATE INDEX "_surveys_v_blocks_rating_order_idx" ON "_surveys_v_blocks_rating" USING btree ("_order");
  CREATE INDEX "_surveys_v_blocks_rating_parent_id_idx" ON "_surveys_v_blocks_rating" USING btree ("_parent_id");
  CREATE INDEX "_surveys_v_blocks_rating_path_idx" ON "_surveys_v_blocks_rating" USING btree ("_path");
  CREATE INDEX "_surveys_v_parent_idx" ON "_surveys_v" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_version_slug_idx" ON "_surveys_v" USING btree ("version_slug");
  CREATE INDEX "_surveys_v_version_version_updated_at_idx" ON "_surveys_v" USING btree ("version_updated_at");
  CREATE INDEX "_surveys_v_version_version_created_at_idx" ON "_surveys_v" USING btree ("version_created_at");
  CREATE INDEX "_surveys_v_version_version__status_idx" ON "_surveys_v" USING btree ("version__status");
  CREATE INDEX "_surveys_v_created_at_idx" ON "_surveys_v" USING btree ("created_at");
  CREATE INDEX "_surveys_v_updated_at_idx" ON "_surveys_v" USING btree ("updated_at");
  CREATE INDEX "_surveys_v_latest_idx" ON "_surveys_v" USING btree ("latest");
  CREATE INDEX "surveys__status_idx" ON "surveys" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_surveys_v_blocks_single_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_single_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_multiple_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_multiple_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_short_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_long_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v_blocks_rating" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_surveys_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_surveys_v_blocks_single_choice_options" CASCADE;
  DROP TABLE "_surveys_v_blocks_single_choice" CASCADE;
  DROP TABLE "_surveys_v_blocks_multiple_choice_options" CASCADE;
  DROP TABLE "_surveys_v_blocks_multiple_choice" CASCADE;
  DROP TABLE "_surveys_v_blocks_short_text" CASCADE;
  DROP TABLE "_surveys_v_blocks_long_text" CASCADE;
  DROP TABLE "_surveys_v_blocks_rating" CASCADE;
  DROP TABLE "_surveys_v" CASCADE;
  DROP INDEX "surveys__status_idx";
  ALTER TABLE "surveys_blocks_single_choice_options" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "surveys_blocks_single_choice" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "surveys_blocks_multiple_choice_options" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "surveys_blocks_multiple_choice" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "surveys_blocks_short_text" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "surveys_blocks_long_text" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "surveys_blocks_rating" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "surveys_blocks_rating" ALTER COLUMN "scale" SET NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "opens_at" SET NOT NULL;
  ALTER TABLE "surveys" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "surveys" DROP COLUMN "_status";
  DROP TYPE "public"."enum_surveys_status";
  DROP TYPE "public"."enum__surveys_v_blocks_rating_scale";
  DROP TYPE "public"."enum__surveys_v_version_status";`)
}
