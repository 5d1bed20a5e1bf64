CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'checked' NOT NULL,
	"line_count" integer NOT NULL,
	"change_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"plan_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_sha256_unique" UNIQUE("sha256")
);
