CREATE TABLE "pro_quantity_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"min_quantity" integer NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_quantity_tiers_product_min" UNIQUE("product_id","min_quantity"),
	CONSTRAINT "pro_quantity_tiers_category_min" UNIQUE("category_id","min_quantity"),
	CONSTRAINT "pro_quantity_tiers_one_owner" CHECK (("pro_quantity_tiers"."product_id" is null) <> ("pro_quantity_tiers"."category_id" is null)),
	CONSTRAINT "pro_quantity_tiers_min_quantity" CHECK ("pro_quantity_tiers"."min_quantity" between 2 and 99),
	CONSTRAINT "pro_quantity_tiers_percent" CHECK ("pro_quantity_tiers"."percent" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "pro_quantity_tiers" ADD CONSTRAINT "pro_quantity_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_quantity_tiers" ADD CONSTRAINT "pro_quantity_tiers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pro_quantity_tiers_product_idx" ON "pro_quantity_tiers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pro_quantity_tiers_category_idx" ON "pro_quantity_tiers" USING btree ("category_id");