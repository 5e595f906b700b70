ALTER TABLE "sports_markets" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_outcomes" ADD COLUMN "feed_odds" integer;