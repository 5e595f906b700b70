CREATE TABLE "studio_live_roulette_spins" (
	"spin_no" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"salt" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"bets_close_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pocket" integer,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stakes_kurus" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" DROP CONSTRAINT "studio_rounds_game_known";--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "live_roulette_spin" integer;--> statement-breakpoint
CREATE INDEX "studio_live_roulette_spins_unsettled_idx" ON "studio_live_roulette_spins" USING btree ("spin_no") WHERE "studio_live_roulette_spins"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "studio_rounds_live_roulette_idx" ON "studio_rounds" USING btree ("live_roulette_spin") WHERE "studio_rounds"."live_roulette_spin" is not null;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_known" CHECK ("studio_rounds"."game" in ('slot', 'roulette', 'blackjack', 'crash', 'tombala', 'keno', 'live-roulette'));