import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_category" AS ENUM('notice', 'event', 'warranty-policy', 'guide');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('notice', 'event', 'warranty-policy', 'guide');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_shops_services" AS ENUM('registration', 'service', 'trade-in');
  CREATE TYPE "public"."enum_shops_kind" AS ENUM('direct', 'partner', 'service-center');
  CREATE TYPE "public"."enum_shops_region" AS ENUM('seoul', 'busan', 'daegu', 'incheon', 'gwangju', 'daejeon', 'ulsan', 'sejong', 'gyeonggi', 'gangwon', 'chungbuk', 'chungnam', 'jeonbuk', 'jeonnam', 'gyeongbuk', 'gyeongnam', 'jeju');
  CREATE TYPE "public"."enum_trade_in_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trade_in_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_surveys_blocks_rating_scale" AS ENUM('5', '10');
  CREATE TYPE "public"."enum_serials_status" AS ENUM('available', 'registered', 'blocked');
  CREATE TYPE "public"."enum_service_requests_timeline_status" AS ENUM('requested', 'received', 'in-repair', 'completed', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_service_requests_timeline_actor" AS ENUM('customer', 'staff', 'system');
  CREATE TYPE "public"."enum_service_requests_symptom" AS ENUM('power', 'charging', 'leak', 'taste', 'button', 'damage', 'other');
  CREATE TYPE "public"."enum_service_requests_method" AS ENUM('visit', 'mail');
  CREATE TYPE "public"."enum_service_requests_status" AS ENUM('requested', 'received', 'in-repair', 'completed', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_trade_ins_timeline_status" AS ENUM('requested', 'approved', 'device-received', 'completed', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_trade_ins_timeline_actor" AS ENUM('customer', 'staff', 'system');
  CREATE TYPE "public"."enum_trade_ins_condition_exterior" AS ENUM('clean', 'worn', 'damaged');
  CREATE TYPE "public"."enum_trade_ins_method" AS ENUM('visit', 'mail');
  CREATE TYPE "public"."enum_trade_ins_status" AS ENUM('requested', 'approved', 'device-received', 'completed', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_devices_status" AS ENUM('active', 'transferred', 'revoked');
  CREATE TYPE "public"."enum_attachments_kind" AS ENUM('receipt', 'photo');
  CREATE TYPE "public"."enum_customers_provider" AS ENUM('password', 'kakao', 'other');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"excerpt" varchar,
  	"hero_image_id" integer,
  	"content" jsonb,
  	"category" "enum_posts_category" DEFAULT 'notice',
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_hero_image_id" integer,
  	"version_content" jsonb,
  	"version_category" "enum__posts_v_version_category" DEFAULT 'notice',
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"hero_image_id" integer,
  	"content" jsonb NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shops_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shops_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_shops_kind" NOT NULL,
  	"region" "enum_shops_region" NOT NULL,
  	"district" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar,
  	"opening_hours" varchar,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"map_links_naver" varchar,
  	"map_links_kakao" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_in_events_eligible_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"credit" numeric
  );
  
  CREATE TABLE "trade_in_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"banner_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"per_customer_limit" numeric DEFAULT 1,
  	"terms" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trade_in_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_trade_in_events_v_version_eligible_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"credit" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trade_in_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_banner_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_per_customer_limit" numeric DEFAULT 1,
  	"version_terms" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trade_in_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "surveys_blocks_single_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "surveys_blocks_single_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "surveys_blocks_multiple_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "surveys_blocks_multiple_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_selections" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "surveys_blocks_short_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_length" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "surveys_blocks_long_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"max_length" numeric DEFAULT 2000,
  	"block_name" varchar
  );
  
  CREATE TABLE "surveys_blocks_rating" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"help" varchar,
  	"required" boolean DEFAULT true,
  	"scale" "enum_surveys_blocks_rating_scale" DEFAULT '5' NOT NULL,
  	"low_label" varchar,
  	"high_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"opens_at" timestamp(3) with time zone NOT NULL,
  	"closes_at" timestamp(3) with time zone,
  	"completion_message" varchar DEFAULT '소중한 의견 감사합니다.',
  	"slug" varchar NOT NULL,
  	"requires_login" boolean DEFAULT true,
  	"allow_edit" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_share_url" varchar,
  	"sizes_share_width" numeric,
  	"sizes_share_height" numeric,
  	"sizes_share_mime_type" varchar,
  	"sizes_share_filesize" numeric,
  	"sizes_share_filename" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"warranty_months" numeric DEFAULT 12 NOT NULL,
  	"trade_in_eligible" boolean DEFAULT false,
  	"has_auth_code" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "serials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"auth_code_hash" varchar,
  	"status" "enum_serials_status" DEFAULT 'available' NOT NULL,
  	"batch" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_requests_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_service_requests_timeline_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor" "enum_service_requests_timeline_actor" NOT NULL,
  	"note" varchar,
  	"staff_user_id" integer
  );
  
  CREATE TABLE "service_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"device_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"symptom" "enum_service_requests_symptom" NOT NULL,
  	"in_warranty" boolean,
  	"description" varchar NOT NULL,
  	"method" "enum_service_requests_method" DEFAULT 'visit' NOT NULL,
  	"shop_id" integer,
  	"cost" numeric,
  	"status" "enum_service_requests_status" DEFAULT 'requested' NOT NULL,
  	"staff_notes" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "trade_ins_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_trade_ins_timeline_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor" "enum_trade_ins_timeline_actor" NOT NULL,
  	"note" varchar,
  	"staff_user_id" integer
  );
  
  CREATE TABLE "trade_ins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"event_id" integer NOT NULL,
  	"device_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"condition_exterior" "enum_trade_ins_condition_exterior" NOT NULL,
  	"condition_powers_on" boolean DEFAULT true,
  	"condition_accessories" boolean DEFAULT true,
  	"condition_note" varchar,
  	"method" "enum_trade_ins_method" DEFAULT 'visit' NOT NULL,
  	"shop_id" integer,
  	"expected_credit" numeric,
  	"credit_granted" numeric,
  	"status" "enum_trade_ins_status" DEFAULT 'requested' NOT NULL,
  	"staff_notes" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_ins_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"serial_id" integer,
  	"product_id" integer,
  	"customer_id" integer NOT NULL,
  	"purchase_date" timestamp(3) with time zone NOT NULL,
  	"purchase_place" varchar,
  	"receipt_id" integer,
  	"registered_at" timestamp(3) with time zone,
  	"warranty_end" timestamp(3) with time zone,
  	"status" "enum_devices_status" DEFAULT 'active' NOT NULL,
  	"active_serial" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"customer_id" integer,
  	"answers" jsonb NOT NULL,
  	"respondent_key" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_attachments_kind" DEFAULT 'photo' NOT NULL,
  	"customer_id" integer NOT NULL,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firebase_uid" varchar NOT NULL,
  	"email" varchar,
  	"name" varchar,
  	"phone" varchar,
  	"provider" "enum_customers_provider" DEFAULT 'password' NOT NULL,
  	"consents_adult_confirmed_at" timestamp(3) with time zone,
  	"consents_terms_accepted_at" timestamp(3) with time zone,
  	"consents_privacy_accepted_at" timestamp(3) with time zone,
  	"consents_marketing_opt_in" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_effective_date" timestamp(3) with time zone NOT NULL,
  	"service_content" jsonb NOT NULL,
  	"privacy_effective_date" timestamp(3) with time zone NOT NULL,
  	"privacy_content" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "surveys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "serials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_ins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_responses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "site" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "site" ADD COLUMN "warranty_policy_id" integer;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shops_services" ADD CONSTRAINT "shops_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_events_eligible_products" ADD CONSTRAINT "trade_in_events_eligible_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_events_eligible_products" ADD CONSTRAINT "trade_in_events_eligible_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_in_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_events" ADD CONSTRAINT "trade_in_events_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trade_in_events_v_version_eligible_products" ADD CONSTRAINT "_trade_in_events_v_version_eligible_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trade_in_events_v_version_eligible_products" ADD CONSTRAINT "_trade_in_events_v_version_eligible_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trade_in_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trade_in_events_v" ADD CONSTRAINT "_trade_in_events_v_parent_id_trade_in_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trade_in_events_v" ADD CONSTRAINT "_trade_in_events_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "surveys_blocks_single_choice_options" ADD CONSTRAINT "surveys_blocks_single_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_blocks_single_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_single_choice" ADD CONSTRAINT "surveys_blocks_single_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_multiple_choice_options" ADD CONSTRAINT "surveys_blocks_multiple_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_blocks_multiple_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_multiple_choice" ADD CONSTRAINT "surveys_blocks_multiple_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_short_text" ADD CONSTRAINT "surveys_blocks_short_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_long_text" ADD CONSTRAINT "surveys_blocks_long_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_blocks_rating" ADD CONSTRAINT "surveys_blocks_rating_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serials" ADD CONSTRAINT "serials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_timeline" ADD CONSTRAINT "service_requests_timeline_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_timeline" ADD CONSTRAINT "service_requests_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_ins_timeline" ADD CONSTRAINT "trade_ins_timeline_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins_timeline" ADD CONSTRAINT "trade_ins_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_event_id_trade_in_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."trade_in_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins_rels" ADD CONSTRAINT "trade_ins_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_ins_rels" ADD CONSTRAINT "trade_ins_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_receipt_id_attachments_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attachments" ADD CONSTRAINT "attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "pages_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "shops_services_order_idx" ON "shops_services" USING btree ("order");
  CREATE INDEX "shops_services_parent_idx" ON "shops_services" USING btree ("parent_id");
  CREATE INDEX "shops_kind_idx" ON "shops" USING btree ("kind");
  CREATE INDEX "shops_region_idx" ON "shops" USING btree ("region");
  CREATE INDEX "shops_active_idx" ON "shops" USING btree ("active");
  CREATE INDEX "shops_updated_at_idx" ON "shops" USING btree ("updated_at");
  CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");
  CREATE INDEX "trade_in_events_eligible_products_order_idx" ON "trade_in_events_eligible_products" USING btree ("_order");
  CREATE INDEX "trade_in_events_eligible_products_parent_id_idx" ON "trade_in_events_eligible_products" USING btree ("_parent_id");
  CREATE INDEX "trade_in_events_eligible_products_product_idx" ON "trade_in_events_eligible_products" USING btree ("product_id");
  CREATE INDEX "trade_in_events_banner_idx" ON "trade_in_events" USING btree ("banner_id");
  CREATE INDEX "trade_in_events_updated_at_idx" ON "trade_in_events" USING btree ("updated_at");
  CREATE INDEX "trade_in_events_created_at_idx" ON "trade_in_events" USING btree ("created_at");
  CREATE INDEX "trade_in_events__status_idx" ON "trade_in_events" USING btree ("_status");
  CREATE INDEX "_trade_in_events_v_version_eligible_products_order_idx" ON "_trade_in_events_v_version_eligible_products" USING btree ("_order");
  CREATE INDEX "_trade_in_events_v_version_eligible_products_parent_id_idx" ON "_trade_in_events_v_version_eligible_products" USING btree ("_parent_id");
  CREATE INDEX "_trade_in_events_v_version_eligible_products_product_idx" ON "_trade_in_events_v_version_eligible_products" USING btree ("product_id");
  CREATE INDEX "_trade_in_events_v_parent_idx" ON "_trade_in_events_v" USING btree ("parent_id");
  CREATE INDEX "_trade_in_events_v_version_version_banner_idx" ON "_trade_in_events_v" USING btree ("version_banner_id");
  CREATE INDEX "_trade_in_events_v_version_version_updated_at_idx" ON "_trade_in_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_trade_in_events_v_version_version_created_at_idx" ON "_trade_in_events_v" USING btree ("version_created_at");
  CREATE INDEX "_trade_in_events_v_version_version__status_idx" ON "_trade_in_events_v" USING btree ("version__status");
  CREATE INDEX "_trade_in_events_v_created_at_idx" ON "_trade_in_events_v" USING btree ("created_at");
  CREATE INDEX "_trade_in_events_v_updated_at_idx" ON "_trade_in_events_v" USING btree ("updated_at");
  CREATE INDEX "_trade_in_events_v_latest_idx" ON "_trade_in_events_v" USING btree ("latest");
  CREATE INDEX "surveys_blocks_single_choice_options_order_idx" ON "surveys_blocks_single_choice_options" USING btree ("_order");
  CREATE INDEX "surveys_blocks_single_choice_options_parent_id_idx" ON "surveys_blocks_single_choice_options" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_single_choice_order_idx" ON "surveys_blocks_single_choice" USING btree ("_order");
  CREATE INDEX "surveys_blocks_single_choice_parent_id_idx" ON "surveys_blocks_single_choice" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_single_choice_path_idx" ON "surveys_blocks_single_choice" USING btree ("_path");
  CREATE INDEX "surveys_blocks_multiple_choice_options_order_idx" ON "surveys_blocks_multiple_choice_options" USING btree ("_order");
  CREATE INDEX "surveys_blocks_multiple_choice_options_parent_id_idx" ON "surveys_blocks_multiple_choice_options" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_multiple_choice_order_idx" ON "surveys_blocks_multiple_choice" USING btree ("_order");
  CREATE INDEX "surveys_blocks_multiple_choice_parent_id_idx" ON "surveys_blocks_multiple_choice" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_multiple_choice_path_idx" ON "surveys_blocks_multiple_choice" USING btree ("_path");
  CREATE INDEX "surveys_blocks_short_text_order_idx" ON "surveys_blocks_short_text" USING btree ("_order");
  CREATE INDEX "surveys_blocks_short_text_parent_id_idx" ON "surveys_blocks_short_text" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_short_text_path_idx" ON "surveys_blocks_short_text" USING btree ("_path");
  CREATE INDEX "surveys_blocks_long_text_order_idx" ON "surveys_blocks_long_text" USING btree ("_order");
  CREATE INDEX "surveys_blocks_long_text_parent_id_idx" ON "surveys_blocks_long_text" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_long_text_path_idx" ON "surveys_blocks_long_text" USING btree ("_path");
  CREATE INDEX "surveys_blocks_rating_order_idx" ON "surveys_blocks_rating" USING btree ("_order");
  CREATE INDEX "surveys_blocks_rating_parent_id_idx" ON "surveys_blocks_rating" USING btree ("_parent_id");
  CREATE INDEX "surveys_blocks_rating_path_idx" ON "surveys_blocks_rating" USING btree ("_path");
  CREATE UNIQUE INDEX "surveys_slug_idx" ON "surveys" USING btree ("slug");
  CREATE INDEX "surveys_updated_at_idx" ON "surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_share_sizes_share_filename_idx" ON "media" USING btree ("sizes_share_filename");
  CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "serials_serial_number_idx" ON "serials" USING btree ("serial_number");
  CREATE INDEX "serials_product_idx" ON "serials" USING btree ("product_id");
  CREATE INDEX "serials_status_idx" ON "serials" USING btree ("status");
  CREATE INDEX "serials_updated_at_idx" ON "serials" USING btree ("updated_at");
  CREATE INDEX "serials_created_at_idx" ON "serials" USING btree ("created_at");
  CREATE INDEX "service_requests_timeline_order_idx" ON "service_requests_timeline" USING btree ("_order");
  CREATE INDEX "service_requests_timeline_parent_id_idx" ON "service_requests_timeline" USING btree ("_parent_id");
  CREATE INDEX "service_requests_timeline_staff_user_idx" ON "service_requests_timeline" USING btree ("staff_user_id");
  CREATE UNIQUE INDEX "service_requests_number_idx" ON "service_requests" USING btree ("number");
  CREATE INDEX "service_requests_device_idx" ON "service_requests" USING btree ("device_id");
  CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id");
  CREATE INDEX "service_requests_shop_idx" ON "service_requests" USING btree ("shop_id");
  CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status");
  CREATE UNIQUE INDEX "service_requests_idempotency_key_idx" ON "service_requests" USING btree ("idempotency_key");
  CREATE INDEX "service_requests_updated_at_idx" ON "service_requests" USING btree ("updated_at");
  CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");
  CREATE INDEX "service_requests_rels_order_idx" ON "service_requests_rels" USING btree ("order");
  CREATE INDEX "service_requests_rels_parent_idx" ON "service_requests_rels" USING btree ("parent_id");
  CREATE INDEX "service_requests_rels_path_idx" ON "service_requests_rels" USING btree ("path");
  CREATE INDEX "service_requests_rels_attachments_id_idx" ON "service_requests_rels" USING btree ("attachments_id");
  CREATE INDEX "trade_ins_timeline_order_idx" ON "trade_ins_timeline" USING btree ("_order");
  CREATE INDEX "trade_ins_timeline_parent_id_idx" ON "trade_ins_timeline" USING btree ("_parent_id");
  CREATE INDEX "trade_ins_timeline_staff_user_idx" ON "trade_ins_timeline" USING btree ("staff_user_id");
  CREATE UNIQUE INDEX "trade_ins_number_idx" ON "trade_ins" USING btree ("number");
  CREATE INDEX "trade_ins_event_idx" ON "trade_ins" USING btree ("event_id");
  CREATE INDEX "trade_ins_device_idx" ON "trade_ins" USING btree ("device_id");
  CREATE INDEX "trade_ins_customer_idx" ON "trade_ins" USING btree ("customer_id");
  CREATE INDEX "trade_ins_shop_idx" ON "trade_ins" USING btree ("shop_id");
  CREATE INDEX "trade_ins_status_idx" ON "trade_ins" USING btree ("status");
  CREATE UNIQUE INDEX "trade_ins_idempotency_key_idx" ON "trade_ins" USING btree ("idempotency_key");
  CREATE INDEX "trade_ins_updated_at_idx" ON "trade_ins" USING btree ("updated_at");
  CREATE INDEX "trade_ins_created_at_idx" ON "trade_ins" USING btree ("created_at");
  CREATE INDEX "trade_ins_rels_order_idx" ON "trade_ins_rels" USING btree ("order");
  CREATE INDEX "trade_ins_rels_parent_idx" ON "trade_ins_rels" USING btree ("parent_id");
  CREATE INDEX "trade_ins_rels_path_idx" ON "trade_ins_rels" USING btree ("path");
  CREATE INDEX "trade_ins_rels_attachments_id_idx" ON "trade_ins_rels" USING btree ("attachments_id");
  CREATE INDEX "devices_serial_number_idx" ON "devices" USING btree ("serial_number");
  CREATE INDEX "devices_serial_idx" ON "devices" USING btree ("serial_id");
  CREATE INDEX "devices_product_idx" ON "devices" USING btree ("product_id");
  CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id");
  CREATE INDEX "devices_receipt_idx" ON "devices" USING btree ("receipt_id");
  CREATE INDEX "devices_status_idx" ON "devices" USING btree ("status");
  CREATE UNIQUE INDEX "devices_active_serial_idx" ON "devices" USING btree ("active_serial");
  CREATE UNIQUE INDEX "devices_idempotency_key_idx" ON "devices" USING btree ("idempotency_key");
  CREATE INDEX "devices_updated_at_idx" ON "devices" USING btree ("updated_at");
  CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("created_at");
  CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id");
  CREATE INDEX "survey_responses_customer_idx" ON "survey_responses" USING btree ("customer_id");
  CREATE UNIQUE INDEX "survey_responses_respondent_key_idx" ON "survey_responses" USING btree ("respondent_key");
  CREATE UNIQUE INDEX "survey_responses_idempotency_key_idx" ON "survey_responses" USING btree ("idempotency_key");
  CREATE INDEX "survey_responses_updated_at_idx" ON "survey_responses" USING btree ("updated_at");
  CREATE INDEX "survey_responses_created_at_idx" ON "survey_responses" USING btree ("created_at");
  CREATE INDEX "attachments_customer_idx" ON "attachments" USING btree ("customer_id");
  CREATE UNIQUE INDEX "attachments_idempotency_key_idx" ON "attachments" USING btree ("idempotency_key");
  CREATE INDEX "attachments_updated_at_idx" ON "attachments" USING btree ("updated_at");
  CREATE INDEX "attachments_created_at_idx" ON "attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "attachments_filename_idx" ON "attachments" USING btree ("filename");
  CREATE INDEX "attachments_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "attachments" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "customers_firebase_uid_idx" ON "customers" USING btree ("firebase_uid");
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "counters_key_idx" ON "counters" USING btree ("key");
  CREATE INDEX "counters_updated_at_idx" ON "counters" USING btree ("updated_at");
  CREATE INDEX "counters_created_at_idx" ON "counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shops_fk" FOREIGN KEY ("shops_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_events_fk" FOREIGN KEY ("trade_in_events_id") REFERENCES "public"."trade_in_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_serials_fk" FOREIGN KEY ("serials_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_requests_fk" FOREIGN KEY ("service_requests_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_ins_fk" FOREIGN KEY ("trade_ins_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_devices_fk" FOREIGN KEY ("devices_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_responses_fk" FOREIGN KEY ("survey_responses_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_counters_fk" FOREIGN KEY ("counters_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_warranty_policy_id_posts_id_fk" FOREIGN KEY ("warranty_policy_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_shops_id_idx" ON "payload_locked_documents_rels" USING btree ("shops_id");
  CREATE INDEX "payload_locked_documents_rels_trade_in_events_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_events_id");
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_serials_id_idx" ON "payload_locked_documents_rels" USING btree ("serials_id");
  CREATE INDEX "payload_locked_documents_rels_service_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("service_requests_id");
  CREATE INDEX "payload_locked_documents_rels_trade_ins_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_ins_id");
  CREATE INDEX "payload_locked_documents_rels_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("devices_id");
  CREATE INDEX "payload_locked_documents_rels_survey_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_responses_id");
  CREATE INDEX "payload_locked_documents_rels_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("attachments_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("counters_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "site_share_image_idx" ON "site" USING btree ("share_image_id");
  CREATE INDEX "site_warranty_policy_idx" ON "site" USING btree ("warranty_policy_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shops_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_events_eligible_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_events_v_version_eligible_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_single_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_single_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_multiple_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_multiple_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_short_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_long_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys_blocks_rating" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "surveys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "serials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_ins_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_ins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_ins_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_responses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "terms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "shops_services" CASCADE;
  DROP TABLE "shops" CASCADE;
  DROP TABLE "trade_in_events_eligible_products" CASCADE;
  DROP TABLE "trade_in_events" CASCADE;
  DROP TABLE "_trade_in_events_v_version_eligible_products" CASCADE;
  DROP TABLE "_trade_in_events_v" CASCADE;
  DROP TABLE "surveys_blocks_single_choice_options" CASCADE;
  DROP TABLE "surveys_blocks_single_choice" CASCADE;
  DROP TABLE "surveys_blocks_multiple_choice_options" CASCADE;
  DROP TABLE "surveys_blocks_multiple_choice" CASCADE;
  DROP TABLE "surveys_blocks_short_text" CASCADE;
  DROP TABLE "surveys_blocks_long_text" CASCADE;
  DROP TABLE "surveys_blocks_rating" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "serials" CASCADE;
  DROP TABLE "service_requests_timeline" CASCADE;
  DROP TABLE "service_requests" CASCADE;
  DROP TABLE "service_requests_rels" CASCADE;
  DROP TABLE "trade_ins_timeline" CASCADE;
  DROP TABLE "trade_ins" CASCADE;
  DROP TABLE "trade_ins_rels" CASCADE;
  DROP TABLE "devices" CASCADE;
  DROP TABLE "survey_responses" CASCADE;
  DROP TABLE "attachments" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "counters" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "terms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_serials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_ins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_responses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  ALTER TABLE "site" DROP CONSTRAINT "site_share_image_id_media_id_fk";
  
  ALTER TABLE "site" DROP CONSTRAINT "site_warranty_policy_id_posts_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_shops_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_in_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_surveys_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_serials_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_ins_id_idx";
  DROP INDEX "payload_locked_documents_rels_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_responses_id_idx";
  DROP INDEX "payload_locked_documents_rels_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_counters_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  DROP INDEX "site_share_image_idx";
  DROP INDEX "site_warranty_policy_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "surveys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "serials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_ins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_responses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";
  ALTER TABLE "site" DROP COLUMN "share_image_id";
  ALTER TABLE "site" DROP COLUMN "warranty_policy_id";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_shops_services";
  DROP TYPE "public"."enum_shops_kind";
  DROP TYPE "public"."enum_shops_region";
  DROP TYPE "public"."enum_trade_in_events_status";
  DROP TYPE "public"."enum__trade_in_events_v_version_status";
  DROP TYPE "public"."enum_surveys_blocks_rating_scale";
  DROP TYPE "public"."enum_serials_status";
  DROP TYPE "public"."enum_service_requests_timeline_status";
  DROP TYPE "public"."enum_service_requests_timeline_actor";
  DROP TYPE "public"."enum_service_requests_symptom";
  DROP TYPE "public"."enum_service_requests_method";
  DROP TYPE "public"."enum_service_requests_status";
  DROP TYPE "public"."enum_trade_ins_timeline_status";
  DROP TYPE "public"."enum_trade_ins_timeline_actor";
  DROP TYPE "public"."enum_trade_ins_condition_exterior";
  DROP TYPE "public"."enum_trade_ins_method";
  DROP TYPE "public"."enum_trade_ins_status";
  DROP TYPE "public"."enum_devices_status";
  DROP TYPE "public"."enum_attachments_kind";
  DROP TYPE "public"."enum_customers_provider";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
