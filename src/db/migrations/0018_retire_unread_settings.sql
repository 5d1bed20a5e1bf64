-- Settings nothing in the shop reads (the return period, the transfer deadline, the order link's
-- validity and the PRO document's age are fixed rules for now): the settings page no longer
-- offers them, and a leftover row would show under "other" as if it did something.
DELETE FROM "configurations" WHERE "key" IN ('returns_days', 'transfer_payment_days', 'order_token_days', 'pro_document_max_age_months');
