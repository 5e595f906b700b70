CREATE TABLE "aml_case_payments" (
	"case_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	CONSTRAINT "aml_case_payments_case_id_payment_id_pk" PRIMARY KEY("case_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "aml_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	CONSTRAINT "aml_cases_status" CHECK ("aml_cases"."status" in ('open', 'cleared', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rejection_reason" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_kind" CHECK ("kyc_documents"."kind" in ('idCardFront', 'idCardBack', 'passportFront', 'passportBack', 'proofOfAddress')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "kyc_documents_rejection_reason" CHECK ("kyc_documents"."status" <> 'rejected' or "kyc_documents"."rejection_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "aml_case_payments" ADD CONSTRAINT "aml_case_payments_case_id_aml_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."aml_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_case_payments" ADD CONSTRAINT "aml_case_payments_payment_id_payment_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_cases" ADD CONSTRAINT "aml_cases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_cases" ADD CONSTRAINT "aml_cases_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_case_payments_payment_idx" ON "aml_case_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_cases_open_unique" ON "aml_cases" USING btree ("player_id","rule") WHERE "aml_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "aml_cases_status_idx" ON "aml_cases" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","uploaded_at");