ALTER TABLE "images" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "upload_id" integer;