CREATE TABLE "bonus_grant_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grant_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"players" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "bonus_grant_batches_target_kind" CHECK ("bonus_grant_batches"."target_kind" in ('player', 'segment')),
	CONSTRAINT "bonus_grant_batches_amount_positive" CHECK ("bonus_grant_batches"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "bonus_grant_batches" ADD CONSTRAINT "bonus_grant_batches_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grant_batches" ADD CONSTRAINT "bonus_grant_batches_cancelled_by_operators_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_batch_id_bonus_grant_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bonus_grant_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_batch_idx" ON "bonuses" USING btree ("batch_id") WHERE "bonuses"."batch_id" is not null;