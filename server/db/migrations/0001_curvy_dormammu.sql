CREATE TABLE "operator_login_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"pending_secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "operator_login_challenges_kind" CHECK ("operator_login_challenges"."kind" in ('totp', 'enrol'))
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operator_login_challenges" ADD CONSTRAINT "operator_login_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_login_challenges_token_hash_key" ON "operator_login_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_login_challenges_operator_idx" ON "operator_login_challenges" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_recovery_codes_operator_code_key" ON "operator_recovery_codes" USING btree ("operator_id","code_hash");