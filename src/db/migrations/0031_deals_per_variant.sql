ALTER TABLE "deals" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_product_idx" ON "deals" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_variant_product_ck" CHECK ("deals"."variant_id" is null or "deals"."product_id" is not null);