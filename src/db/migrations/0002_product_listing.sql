CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"brand_id" integer,
	"category_ids" integer[] NOT NULL,
	"vehicle_ids" integer[] NOT NULL,
	"filter_value_ids" integer[] NOT NULL,
	"reference_keys" text[] NOT NULL,
	"best_variant_id" integer,
	"min_price_ht_cents" integer NOT NULL,
	"max_price_ht_cents" integer NOT NULL,
	"best_discount_percent" smallint NOT NULL,
	"discount_types" text[] NOT NULL,
	"has_new_variant" boolean NOT NULL,
	"availability" smallint NOT NULL,
	"reviews_count" integer NOT NULL,
	"reviews_avg_stars" numeric(3, 2),
	"review_stars" smallint NOT NULL,
	"bumped" boolean NOT NULL,
	"score" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"plain_text" text NOT NULL,
	CONSTRAINT "product_search_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "known_plates" (
	"plate" text PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_plates" ADD CONSTRAINT "known_plates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_categories_gin" ON "product_listing" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_listing_vehicles_gin" ON "product_listing" USING gin ("vehicle_ids");--> statement-breakpoint
CREATE INDEX "product_listing_filter_values_gin" ON "product_listing" USING gin ("filter_value_ids");--> statement-breakpoint
CREATE INDEX "product_listing_references_gin" ON "product_listing" USING gin ("reference_keys");--> statement-breakpoint
CREATE INDEX "product_listing_brand_idx" ON "product_listing" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_idx" ON "product_listing" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_search_document_gin" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_trgm_gin" ON "product_search" USING gin ("plain_text" gin_trgm_ops);