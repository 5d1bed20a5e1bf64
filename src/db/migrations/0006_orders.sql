CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipping_method_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"country_isos" text[] NOT NULL,
	"min_weight_grams" integer DEFAULT 0 NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"price_ht_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_method_ranges_weight_ck" CHECK ("shipping_method_ranges"."min_weight_grams" >= 0 and "shipping_method_ranges"."max_weight_grams" > "shipping_method_ranges"."min_weight_grams"),
	CONSTRAINT "shipping_method_ranges_price_ck" CHECK ("shipping_method_ranges"."price_ht_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"carrier" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"free_shipping_eligible" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_code_unique" UNIQUE("code"),
	CONSTRAINT "shipping_methods_kind_ck" CHECK ("shipping_methods"."kind" in ('home', 'express', 'relay', 'store'))
);
--> statement-breakpoint
CREATE TABLE "order_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_ht_cents" integer,
	"backordered_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_variants_order_variant_uq" UNIQUE("order_id","variant_id"),
	CONSTRAINT "order_variants_quantity_ck" CHECK ("order_variants"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text,
	"user_id" integer,
	"number" text,
	"status" text DEFAULT 'not_ordered' NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"shipping_status" text DEFAULT 'not_shipped' NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"saved_name" text,
	"saved_at" timestamp with time zone,
	"shipping_address_id" integer,
	"shipping_address" jsonb,
	"billing_address_id" integer,
	"billing_address" jsonb,
	"shipping_method_range_id" integer,
	"relay_point" jsonb,
	"payment_method" text,
	"promo_code_id" integer,
	"loyalty_points_used" integer DEFAULT 0 NOT NULL,
	"vat_country" char(2),
	"vat_rate_bp" integer,
	"totals" jsonb,
	"total_ttc_cents" integer,
	"customer_instructions" text,
	"is_gift" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('not_ordered', 'open', 'awaiting_payment', 'pending', 'paid', 'partially_paid', 'not_paid', 'cancelled', 'finished', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer,
	"outcome" text NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_event_uq" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"decline_reason" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('started', 'paid', 'refused', 'cancelled', 'pending_review')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipping_method_ranges" ADD CONSTRAINT "shipping_method_ranges_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_variants" ADD CONSTRAINT "order_variants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_variants" ADD CONSTRAINT "order_variants_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_range_id_shipping_method_ranges_id_fk" FOREIGN KEY ("shipping_method_range_id") REFERENCES "public"."shipping_method_ranges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_method_ranges_method_idx" ON "shipping_method_ranges" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE INDEX "order_variants_variant_idx" ON "order_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_cart_uq" ON "orders" USING btree ("token_hash") WHERE "orders"."status" = 'not_ordered' and "orders"."saved_at" is null and "orders"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_cart_uq" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'not_ordered' and "orders"."saved_at" is null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_cart_updated_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'not_ordered';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_quantity_ck" CHECK ("variants"."quantity_available" >= 0);