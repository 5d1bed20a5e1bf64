ALTER TABLE "product_translations" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;