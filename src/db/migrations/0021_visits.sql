CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_hash" text,
	"product_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_owner_ck" CHECK (("visits"."user_id" is null) <> ("visits"."guest_token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_user_product_uq" ON "visits" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_guest_product_uq" ON "visits" USING btree ("guest_token_hash","product_id");--> statement-breakpoint
CREATE INDEX "visits_user_idx" ON "visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "visits_guest_idx" ON "visits" USING btree ("guest_token_hash","visited_at");