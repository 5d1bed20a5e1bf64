ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_method_range_id_shipping_method_ranges_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_range_id_shipping_method_ranges_id_fk" FOREIGN KEY ("shipping_method_range_id") REFERENCES "public"."shipping_method_ranges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shipping_range_idx" ON "orders" USING btree ("shipping_method_range_id") WHERE "orders"."shipping_method_range_id" is not null;