ALTER TABLE "promo_codes" ADD COLUMN "applies_to" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "product_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_scope_ck" CHECK (("promo_codes"."applies_to" = 'all')
        or ("promo_codes"."applies_to" = 'categories' and cardinality("promo_codes"."category_ids") > 0)
        or ("promo_codes"."applies_to" = 'products' and cardinality("promo_codes"."product_ids") > 0));--> statement-breakpoint
-- hand-written:
-- The demo codes say what they are for (seat covers, boots, mats, foam): a demo shop seeded
-- before this migration gets those scopes, found by the French slugs of its demo categories.
-- A shop without those codes or categories is left as it is.
UPDATE "promo_codes" AS p SET "applies_to" = 'categories', "category_ids" = scoped.ids
FROM (
  SELECT c.code, array_agg(t.category_id ORDER BY t.category_id) AS ids
  FROM (VALUES
    ('HIVER10', 'housses-de-siege'), ('HOUSSES15', 'housses-de-siege'),
    ('SOUFFLET10', 'soufflets'), ('MOUSSE7', 'mousses'),
    ('TAPIS12', 'tapis-de-sol'), ('TAPIS12', 'tapis-de-coffre')
  ) AS c(code, slug)
  JOIN "category_translations" t ON t.locale = 'fr' AND t.slug = c.slug
  GROUP BY c.code
) AS scoped
WHERE p.code = scoped.code AND p.applies_to = 'all';
