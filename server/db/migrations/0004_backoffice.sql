CREATE TABLE "audit_chain" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_chain_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_chain_hashes" CHECK ("audit_chain"."prev_hash" ~ '^[0-9a-f]{64}$' and "audit_chain"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "approval_proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"player_id" uuid,
	"amount" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposal_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "approval_proposals_kind" CHECK ("approval_proposals"."kind" in ('withdrawal', 'adjustment', 'resettlement', 'selfExclusionLift')),
	CONSTRAINT "approval_proposals_status" CHECK ("approval_proposals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "approval_proposals_four_eyes" CHECK ("approval_proposals"."status" <> 'approved' or "approval_proposals"."decided_by" <> "approval_proposals"."proposed_by"),
	CONSTRAINT "approval_proposals_decided" CHECK (("approval_proposals"."status" = 'pending') = ("approval_proposals"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role";--> statement-breakpoint
-- The old 'operator' role settled payments: that is the finance role now.
UPDATE "operators" SET "role" = 'finance' WHERE "role" = 'operator';--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "role" SET DEFAULT 'finance';--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_proposals" ADD CONSTRAINT "approval_proposals_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_proposals" ADD CONSTRAINT "approval_proposals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_chain_audit_id_key" ON "audit_chain" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "approval_proposals_status_idx" ON "approval_proposals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_proposals_one_pending_key" ON "approval_proposals" USING btree ("kind","target_kind","target_id") WHERE "approval_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role" CHECK ("operators"."role" in ('admin', 'support', 'finance', 'trader', 'content', 'compliance', 'auditor'));