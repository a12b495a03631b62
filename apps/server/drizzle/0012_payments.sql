CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"hash" text NOT NULL,
	"flat" integer,
	"multiplier" numeric(5, 4),
	"listing_type" text,
	"user_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_listing_type_check" CHECK ("discounts"."listing_type" in ('STANDARD', 'PLUS', 'PREMIUM')),
	CONSTRAINT "discounts_status_check" CHECK ("discounts"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "discounts_flat_or_multiplier" CHECK (("discounts"."flat" is null) <> ("discounts"."multiplier" is null) and coalesce("discounts"."flat", 1) > 0 and coalesce("discounts"."multiplier", 0) >= 0 and coalesce("discounts"."multiplier", 0) < 1),
	CONSTRAINT "discounts_dates" CHECK ("discounts"."end_at" >= "discounts"."start_at")
);
--> statement-breakpoint
CREATE TABLE "local_payment_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_received" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"card_last4" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operations_kind_check" CHECK ("payment_operations"."kind" in ('capture', 'release', 'refund')),
	CONSTRAINT "payment_operations_amount_check" CHECK ("payment_operations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dwelling_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"transaction" text NOT NULL,
	"product" text NOT NULL,
	"paid_before" text NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"list_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"captured_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('local', 'stripe')),
	CONSTRAINT "payments_product_check" CHECK ("payments"."product" in ('STANDARD', 'PLUS', 'PREMIUM')),
	CONSTRAINT "payments_paid_before_check" CHECK ("payments"."paid_before" in ('STANDARD', 'PLUS', 'PREMIUM')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING', 'AUTHORIZED', 'CAPTURED', 'REFUNDED', 'FAILED', 'RELEASED')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0 and "payments"."amount" <= "payments"."list_price"),
	CONSTRAINT "payments_capture_within_amount" CHECK ("payments"."captured_amount" >= 0 and "payments"."captured_amount" <= "payments"."amount"),
	CONSTRAINT "payments_refund_within_capture" CHECK ("payments"."refunded" >= 0 and "payments"."refunded" <= "payments"."captured_amount")
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counter_one_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refers_to" integer,
	"amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('RECEIPT', 'CREDIT_NOTE')),
	CONSTRAINT "receipts_credit_note_refers" CHECK (("receipts"."kind" = 'CREDIT_NOTE') = ("receipts"."refers_to" is not null))
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refers_to_receipts_number_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."receipts"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_hash" ON "discounts" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_idempotency_key" ON "payment_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_once" ON "payment_operations" USING btree ("payment_id","kind") WHERE "payment_operations"."kind" in ('capture', 'release');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction" ON "payments" USING btree ("provider","transaction");--> statement-breakpoint
CREATE INDEX "payments_dwelling" ON "payments" USING btree ("dwelling_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_authorized_per_dwelling" ON "payments" USING btree ("dwelling_id") WHERE "payments"."status" = 'AUTHORIZED';--> statement-breakpoint
CREATE INDEX "receipts_payment" ON "receipts" USING btree ("payment_id");