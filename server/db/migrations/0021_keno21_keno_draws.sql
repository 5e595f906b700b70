CREATE TABLE "studio_keno_draws" (
	"draw_no" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"salt" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"bets_close_at" timestamp with time zone NOT NULL,
	"draw_starts_at" timestamp with time zone NOT NULL,
	"ball_ms" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"balls" jsonb,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stakes_kurus" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" DROP CONSTRAINT "studio_rounds_game_known";--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "keno_draw" integer;--> statement-breakpoint
CREATE INDEX "studio_keno_draws_unsettled_idx" ON "studio_keno_draws" USING btree ("draw_no") WHERE "studio_keno_draws"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "studio_rounds_keno_idx" ON "studio_rounds" USING btree ("keno_draw") WHERE "studio_rounds"."keno_draw" is not null;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_known" CHECK ("studio_rounds"."game" in ('slot', 'roulette', 'blackjack', 'crash', 'tombala', 'keno'));