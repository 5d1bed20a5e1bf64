CREATE TABLE "order_gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"sender_name" text,
	"message" text,
	"deliver_on" date NOT NULL,
	"gift_card_id" integer,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_cards_amount_ck" CHECK ("order_gift_cards"."amount_cents" between 1000 and 50000),
	CONSTRAINT "order_gift_cards_kind_ck" CHECK ("order_gift_cards"."recipient_kind" in ('self', 'other'))
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_gift_cards_order_idx" ON "order_gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_gift_cards_card_uq" ON "order_gift_cards" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "order_gift_cards_due_idx" ON "order_gift_cards" USING btree ("deliver_on") WHERE "order_gift_cards"."gift_card_id" is not null and "order_gift_cards"."sent_at" is null and "order_gift_cards"."voided_at" is null;