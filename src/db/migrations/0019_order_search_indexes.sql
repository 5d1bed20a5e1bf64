CREATE INDEX "variants_reference_trgm" ON "variants" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (("firstname" || ' ' || "lastname" || ' ' || "firstname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_placed_list_idx" ON "orders" USING btree ("placed_at" desc nulls last,"id" desc) WHERE "orders"."status" <> 'not_ordered';--> statement-breakpoint
CREATE INDEX "orders_number_trgm" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_names_trgm" ON "orders" USING gin ((coalesce("billing_address"->>'firstname', '') || ' ' || coalesce("billing_address"->>'lastname', '')) gin_trgm_ops) WHERE "orders"."status" <> 'not_ordered';--> statement-breakpoint
CREATE INDEX "orders_shipping_names_trgm" ON "orders" USING gin ((coalesce("shipping_address"->>'firstname', '') || ' ' || coalesce("shipping_address"->>'lastname', '')) gin_trgm_ops) WHERE "orders"."status" <> 'not_ordered';