CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_favourites" (
	"user_id" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_favourites_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"contact_person" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "brand_profiles_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_stats" (
	"brand_id" uuid NOT NULL,
	"month_year" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_stats_brand_month_pk" PRIMARY KEY("brand_id","month_year"),
	CONSTRAINT "brand_stats_views_check" CHECK ("brand_stats"."profile_views" >= 0),
	CONSTRAINT "brand_stats_month_check" CHECK (extract(day from "brand_stats"."month_year") = 1)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"brand_name" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"description" text,
	"about" text,
	"phone" text,
	"email" text,
	"website_url" text,
	"areas_served" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"city_id" uuid,
	"years_experience" integer,
	"team_size" integer,
	"min_project_cost" integer,
	"max_project_cost" integer,
	"style_specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"services_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_rating_check" CHECK ("brands"."rating" IS NULL OR "brands"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "brands_review_count_check" CHECK ("brands"."review_count" >= 0),
	CONSTRAINT "brands_project_cost_check" CHECK ("brands"."min_project_cost" IS NULL OR "brands"."max_project_cost" IS NULL OR "brands"."min_project_cost" <= "brands"."max_project_cost")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"business_name" text,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"business_proof_url" text,
	"message_to_admin" text,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_notes" text,
	"processed_at" timestamp with time zone,
	"processed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" IN ('new', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "image_likes" (
	"image_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_likes_image_user_pk" PRIMARY KEY("image_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "import_run_cities" (
	"import_run_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"designers_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_run_cities_pk" PRIMARY KEY("import_run_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_by" text,
	"status" text DEFAULT 'running' NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"designers_added" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" IN ('running', 'completed', 'failed')),
	CONSTRAINT "import_runs_progress_check" CHECK ("import_runs"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "interior_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"phone" text,
	"email" text,
	"city_id" uuid,
	"locality_id" uuid,
	"areas_served" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_tier" text,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unclaimed' NOT NULL,
	"image_url" text,
	"source_url" text,
	"import_run_id" uuid,
	"claimed_by" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interior_listings_status_check" CHECK ("interior_listings"."status" IN ('unclaimed', 'claimed', 'verified')),
	CONSTRAINT "interior_listings_rating_check" CHECK ("interior_listings"."rating" IS NULL OR "interior_listings"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "interior_listings_review_count_check" CHECK ("interior_listings"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"meta_title" text,
	"meta_description" text
);
--> statement-breakpoint
CREATE TABLE "portfolio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"width" integer DEFAULT 1200 NOT NULL,
	"height" integer DEFAULT 900 NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"room_type" text NOT NULL,
	"design_style" text,
	"color_palette" text,
	"space_size" text,
	"layout_type" text,
	"project_cost_range" text,
	"project_location" text,
	"design_elements" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_images_room_type_check" CHECK ("portfolio_images"."room_type" IN ('living_room', 'bedroom', 'kitchen', 'bathroom', 'dining_room', 'home_office', 'balcony', 'kids_room', 'walk_in_closet', 'study_room')),
	CONSTRAINT "portfolio_images_design_style_check" CHECK ("portfolio_images"."design_style" IS NULL OR "portfolio_images"."design_style" IN ('modern', 'boho', 'scandinavian', 'minimalist', 'traditional', 'industrial', 'contemporary', 'rustic')),
	CONSTRAINT "portfolio_images_color_check" CHECK ("portfolio_images"."color_palette" IS NULL OR "portfolio_images"."color_palette" IN ('white', 'grey', 'navy', 'pastel', 'black', 'beige', 'brown', 'green', 'blue')),
	CONSTRAINT "portfolio_images_space_size_check" CHECK ("portfolio_images"."space_size" IS NULL OR "portfolio_images"."space_size" IN ('compact', 'medium', 'large')),
	CONSTRAINT "portfolio_images_layout_check" CHECK ("portfolio_images"."layout_type" IS NULL OR "portfolio_images"."layout_type" IN ('l_shaped', 'u_shaped', 'open_plan', 'galley', 'island', 'peninsula')),
	CONSTRAINT "portfolio_images_cost_range_check" CHECK ("portfolio_images"."project_cost_range" IS NULL OR "portfolio_images"."project_cost_range" IN ('budget', 'mid_range', 'premium', 'luxury')),
	CONSTRAINT "portfolio_images_likes_check" CHECK ("portfolio_images"."likes_count" >= 0),
	CONSTRAINT "portfolio_images_views_check" CHECK ("portfolio_images"."views_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" IN ('user', 'brand', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "quote_request_recipients" (
	"quote_request_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_recipients_pk" PRIMARY KEY("quote_request_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"requirement" text NOT NULL,
	"budget" text,
	"timeline" text,
	"city_id" uuid,
	"locality_id" uuid,
	"brand_id" uuid,
	"image_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_budget_check" CHECK ("quote_requests"."budget" IS NULL OR "quote_requests"."budget" IN ('under-2-lakh', '2-5-lakh', '5-10-lakh', '10-15-lakh', '15-25-lakh', 'above-25-lakh')),
	CONSTRAINT "quote_requests_timeline_check" CHECK ("quote_requests"."timeline" IS NULL OR "quote_requests"."timeline" IN ('immediately', 'within-1-month', '1-3-months', '3-6-months', '6-12-months', 'just-exploring')),
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" IN ('new', 'contacted', 'closed', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" numeric NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_body_length_check" CHECK (char_length("reviews"."body") BETWEEN 20 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_type" text NOT NULL,
	"page_identifier" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"canonical_url" text,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"og_type" text DEFAULT 'website' NOT NULL,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_image" text,
	"robots" text DEFAULT 'index,follow' NOT NULL,
	"h1_heading" text,
	"schema_markup" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_page_type_check" CHECK ("seo_pages"."page_type" IN ('home', 'interior_designers', 'design_gallery', 'price_calculator', 'city_designers', 'brand_profile', 'design_ideas_hub', 'room_design', 'city_page', 'locality_page', 'cities_directory')),
	CONSTRAINT "seo_pages_og_type_check" CHECK ("seo_pages"."og_type" IN ('website', 'article', 'profile', 'book', 'music.song', 'video.movie')),
	CONSTRAINT "seo_pages_twitter_card_check" CHECK ("seo_pages"."twitter_card" IN ('summary', 'summary_large_image', 'app', 'player')),
	CONSTRAINT "seo_pages_robots_check" CHECK ("seo_pages"."robots" IN ('index,follow', 'index,nofollow', 'noindex,follow', 'noindex,nofollow'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_favourites" ADD CONSTRAINT "brand_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_favourites" ADD CONSTRAINT "brand_favourites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_stats" ADD CONSTRAINT "brand_stats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_listing_id_interior_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."interior_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_likes" ADD CONSTRAINT "image_likes_image_id_portfolio_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."portfolio_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_likes" ADD CONSTRAINT "image_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD CONSTRAINT "import_run_cities_import_run_id_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD CONSTRAINT "import_run_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_listings" ADD CONSTRAINT "interior_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_listings" ADD CONSTRAINT "interior_listings_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_listings" ADD CONSTRAINT "interior_listings_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_image_id_portfolio_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."portfolio_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brands_city_rating_idx" ON "brands" USING btree ("city","rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brands_city_id_rating_idx" ON "brands" USING btree ("city_id","rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brands_city_id_created_idx" ON "brands" USING btree ("city_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brands_city_id_cost_idx" ON "brands" USING btree ("city_id","min_project_cost");--> statement-breakpoint
CREATE INDEX "brands_unclaimed_name_idx" ON "brands" USING btree ("brand_name") WHERE "brands"."claimed_by" IS NULL;--> statement-breakpoint
CREATE INDEX "brands_claimed_by_idx" ON "brands" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "brands_areas_served_gin_idx" ON "brands" USING gin ("areas_served");--> statement-breakpoint
CREATE INDEX "brands_style_specialties_gin_idx" ON "brands" USING gin ("style_specialties");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("brand_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "image_likes_user_idx" ON "image_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interior_listings_city_locality_rating_idx" ON "interior_listings" USING btree ("city_id","locality_id","rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interior_listings_claimed_by_idx" ON "interior_listings" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "interior_listings_unclaimed_name_idx" ON "interior_listings" USING btree ("name") WHERE "interior_listings"."claimed_by" IS NULL;--> statement-breakpoint
CREATE INDEX "interior_listings_name_trgm_idx" ON "interior_listings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "localities_city_slug_uq" ON "localities" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "localities_name_idx" ON "localities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "portfolio_images_approved_created_idx" ON "portfolio_images" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_images"."is_approved";--> statement-breakpoint
CREATE INDEX "portfolio_images_approved_likes_idx" ON "portfolio_images" USING btree ("likes_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_images"."is_approved";--> statement-breakpoint
CREATE INDEX "portfolio_images_room_style_created_idx" ON "portfolio_images" USING btree ("room_type","design_style","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_images"."is_approved";--> statement-breakpoint
CREATE INDEX "portfolio_images_style_created_idx" ON "portfolio_images" USING btree ("design_style","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_images"."is_approved";--> statement-breakpoint
CREATE INDEX "portfolio_images_featured_idx" ON "portfolio_images" USING btree ("created_at" DESC NULLS LAST) WHERE "portfolio_images"."is_approved" AND "portfolio_images"."is_featured";--> statement-breakpoint
CREATE INDEX "portfolio_images_brand_created_idx" ON "portfolio_images" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_images_elements_gin_idx" ON "portfolio_images" USING gin ("design_elements");--> statement-breakpoint
CREATE INDEX "portfolio_images_title_trgm_idx" ON "portfolio_images" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portfolio_images_description_trgm_idx" ON "portfolio_images" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_request_recipients_brand_idx" ON "quote_request_recipients" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_phone_created_idx" ON "quote_requests" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_ip_created_idx" ON "quote_requests" USING btree ("ip_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_brand_user_uq" ON "reviews" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_brand_created_idx" ON "reviews" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_type_identifier_uq" ON "seo_pages" USING btree ("page_type","page_identifier");--> statement-breakpoint
CREATE INDEX "seo_pages_created_idx" ON "seo_pages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");