ALTER TABLE "receipts" ADD COLUMN "operation_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_operation_id_payment_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."payment_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_receipt_per_payment" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'RECEIPT';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_credit_note_per_refund" ON "receipts" USING btree ("operation_id");--> statement-breakpoint
-- The built-in discount codes (doc 2 §9), stored only as sha-256 (hex) of the upper-cased code;
-- the codes are in docs/architecture.md "Payments" and the README "Card payments".
INSERT INTO "discounts" ("code", "hash", "flat", "multiplier", "listing_type", "start_at", "end_at") VALUES
  (NULL, '89fb41dbced0fdc1001df2711600233936b738ad6e762dceeb3cd6fd21a803a2', 10000, NULL, NULL, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z'),
  (NULL, '5b90895cdc03691ae7ccebfb1dcf06b5693c0bcea7c3708a28d67d12fb062a52', NULL, 0.9, NULL, '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z'),
  (NULL, '647a98671e878d856eabbfdeef6ddbf07f6ad560812cd95c82dcc1baa71fbe79', 20000, NULL, 'PREMIUM', '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z'),
  (NULL, '4cd3a1891897a2d92e1211d784a75106b3d5069018197c9ce89f35bf90b29491', NULL, 0.8, 'PREMIUM', '2020-01-01T00:00:00Z', '2099-12-31T23:59:59Z')
ON CONFLICT ("hash") DO NOTHING;
