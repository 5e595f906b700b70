ALTER TABLE "sports_bets" ADD COLUMN "settlement_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "result_detail" jsonb;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "max_liability" bigint;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "max_liability" bigint;