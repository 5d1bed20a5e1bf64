CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_documents_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "status" SET DEFAULT 'to_complete';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "activity" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_address_complement" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_post_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_country_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_check_status" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_checked_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_check_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_check_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_billing_country_id_countries_id_fk" FOREIGN KEY ("billing_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
-- Statuses written before the list existed (none expected) become pending: someone looks at them.
UPDATE "companies" SET "status" = 'pending' WHERE "status" NOT IN ('to_complete', 'pending', 'verified', 'rejected');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_ck" CHECK ("companies"."status" in ('to_complete', 'pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_vat_check_ck" CHECK ("companies"."vat_check_status" is null or "companies"."vat_check_status" in ('valid', 'invalid', 'unavailable'));