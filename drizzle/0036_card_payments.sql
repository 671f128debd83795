CREATE TABLE "card_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_payment_id" integer NOT NULL,
	"dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"withdrawn_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"evidence_due_on" date,
	"reversed_at" timestamp with time zone,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"invoice_cents" integer DEFAULT 0 NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"payout_id" integer,
	"opened_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"surcharge_invoice_id" integer,
	"checkout_session_id" text,
	"payment_intent_id" text NOT NULL,
	"charge_id" text,
	"amount_cents" integer NOT NULL,
	"applied_cents" integer NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer,
	"net_cents" integer,
	"balance_transaction_id" text,
	"payout_id" integer,
	"attention" text,
	"paid_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"arrival_date" date NOT NULL,
	"status" text NOT NULL,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_payment_id" integer NOT NULL,
	"refund_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"invoice_cents" integer DEFAULT 0 NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"credit_note_id" integer,
	"surcharge_credit_note_id" integer,
	"status" text NOT NULL,
	"balance_transaction_id" text,
	"payout_id" integer,
	"refunded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_payout_id_card_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."card_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_surcharge_invoice_id_invoices_id_fk" FOREIGN KEY ("surcharge_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payout_id_card_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."card_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_surcharge_credit_note_id_invoices_id_fk" FOREIGN KEY ("surcharge_credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payout_id_card_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."card_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_session_idx" ON "card_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_invoice_idx" ON "card_checkouts" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_dispute_idx" ON "card_disputes" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "card_disputes_payment_idx" ON "card_disputes" USING btree ("card_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_intent_idx" ON "card_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "card_payments_invoice_idx" ON "card_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "card_payments_paid_idx" ON "card_payments" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "card_payments_payout_idx" ON "card_payments" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payouts_payout_idx" ON "card_payouts" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "card_payouts_arrival_idx" ON "card_payouts" USING btree ("arrival_date");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_refund_idx" ON "card_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("card_payment_id");