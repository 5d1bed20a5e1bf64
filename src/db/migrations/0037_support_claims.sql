CREATE TABLE "support_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"order_number" text,
	"title" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"awaiting" text DEFAULT 'us' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_claims_state_ck" CHECK ("support_claims"."state" in ('open', 'closed')),
	CONSTRAINT "support_claims_awaiting_ck" CHECK ("support_claims"."awaiting" in ('us', 'customer')),
	CONSTRAINT "support_claims_title_ck" CHECK (char_length("support_claims"."title") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "support_message_files" (
	"message_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "support_message_files_message_id_upload_id_pk" PRIMARY KEY("message_id","upload_id"),
	CONSTRAINT "support_message_files_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"author_user_id" integer,
	"author_kind" text NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author_ck" CHECK ("support_messages"."author_kind" in ('customer', 'staff')),
	CONSTRAINT "support_messages_body_ck" CHECK (char_length("support_messages"."body") between 1 and 5000),
	CONSTRAINT "support_messages_note_ck" CHECK (not "support_messages"."internal" or "support_messages"."author_kind" = 'staff')
);
--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message_files" ADD CONSTRAINT "support_message_files_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message_files" ADD CONSTRAINT "support_message_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_claim_id_support_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."support_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_claims_user_idx" ON "support_claims" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_claims_inbox_idx" ON "support_claims" USING btree ("state","awaiting","updated_at");--> statement-breakpoint
CREATE INDEX "support_messages_claim_idx" ON "support_messages" USING btree ("claim_id","id");