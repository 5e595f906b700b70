CREATE TABLE "sports_bet_legs" (
	"bet_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_id" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	CONSTRAINT "sports_bet_legs_bet_id_idx_pk" PRIMARY KEY("bet_id","idx")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"placement_key" text NOT NULL,
	"type" text NOT NULL,
	"system" text,
	"line_count" integer NOT NULL,
	"stake_per_line" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_status_known" CHECK ("sports_bets"."status" in ('open','won','lost','void','cancelled')),
	CONSTRAINT "sports_bets_stake_positive" CHECK ("sports_bets"."stake_per_line" > 0 and "sports_bets"."total_stake" = "sports_bets"."stake_per_line" * "sports_bets"."line_count")
);
--> statement-breakpoint
CREATE TABLE "sports_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'match' NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"home_team_id" text,
	"away_team_id" text,
	"feed" text DEFAULT 'sim' NOT NULL,
	"feed_event_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"ht_home_score" integer,
	"ht_away_score" integer,
	"minute" integer,
	"server_seed" text,
	"server_seed_hash" text,
	"client_seed" text,
	"home_rate" real,
	"away_rate" real,
	"timeline" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_status_known" CHECK ("sports_events"."status" in ('scheduled','live','ended','settled','postponed','abandoned','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"category_id" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"specifiers" text DEFAULT '' NOT NULL,
	"group" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_markets_status_known" CHECK ("sports_markets"."status" in ('active','suspended','deactivated','settled','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"code" text NOT NULL,
	"odds" integer NOT NULL,
	"probability" real NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"result" text,
	"dead_heat" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_outcomes_odds_price" CHECK ("sports_outcomes"."odds" >= 101)
);
--> statement-breakpoint
CREATE TABLE "sports_placements" (
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_placements_player_id_idempotency_key_pk" PRIMARY KEY("player_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sports_player_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"odds_format" text DEFAULT 'decimal' NOT NULL,
	"odds_change" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"name" text NOT NULL,
	"attack" real NOT NULL,
	"defence" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_outcome_id_sports_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."sports_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_home_team_id_sports_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_away_team_id_sports_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_leagues" ADD CONSTRAINT "sports_leagues_category_id_sports_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sports_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_outcomes" ADD CONSTRAINT "sports_outcomes_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_placements" ADD CONSTRAINT "sports_placements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_player_settings" ADD CONSTRAINT "sports_player_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_outcome_idx" ON "sports_bet_legs" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_idx" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sports_bets_player_status_idx" ON "sports_bets" USING btree ("player_id","status","placed_at");--> statement-breakpoint
CREATE INDEX "sports_events_league_start_idx" ON "sports_events" USING btree ("league_id","starts_at");--> statement-breakpoint
CREATE INDEX "sports_events_status_start_idx" ON "sports_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sports_markets_event_idx" ON "sports_markets" USING btree ("event_id","sort");--> statement-breakpoint
CREATE INDEX "sports_outcomes_market_idx" ON "sports_outcomes" USING btree ("market_id","sort");