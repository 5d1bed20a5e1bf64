ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_value_ck";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "value_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "value_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_value_ck" CHECK (("promo_codes"."value_percent" is null) <> ("promo_codes"."value_cents" is null)
        and ("promo_codes"."value_percent" is null or "promo_codes"."value_percent" between 5 and 20)
        and ("promo_codes"."value_cents" is null or "promo_codes"."value_cents" > 0));