CREATE TABLE "sports_auto_cash_out" (
	"bet_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"threshold" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_cash_outs" (
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"bet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"stake_used" bigint NOT NULL,
	"full" boolean NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_cash_outs_player_id_idempotency_key_pk" PRIMARY KEY("player_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sports_live_bets" (
	"bet_id" uuid PRIMARY KEY NOT NULL,
	"accept_at" timestamp with time zone NOT NULL,
	"odds_change" text NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "sports_live_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"minute" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"home_score" integer,
	"away_score" integer
);
--> statement-breakpoint
CREATE TABLE "sports_live_settings" (
	"id" text PRIMARY KEY DEFAULT 'live' NOT NULL,
	"football_delay" integer DEFAULT 8 NOT NULL,
	"basketball_delay" integer DEFAULT 5 NOT NULL,
	"tennis_delay" integer DEFAULT 8 NOT NULL,
	"live_margin" real DEFAULT 0.07 NOT NULL,
	"cash_out_margin" real DEFAULT 0.05 NOT NULL,
	"quote_seconds" integer DEFAULT 5 NOT NULL,
	"live_suspended" boolean DEFAULT false NOT NULL,
	"suspend_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_live_state" (
	"event_id" text PRIMARY KEY NOT NULL,
	"period" text DEFAULT 'first_half' NOT NULL,
	"minute" integer DEFAULT 0 NOT NULL,
	"clock_seconds" integer DEFAULT 0 NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"home_red" integer DEFAULT 0 NOT NULL,
	"away_red" integer DEFAULT 0 NOT NULL,
	"home_corners" integer DEFAULT 0 NOT NULL,
	"away_corners" integer DEFAULT 0 NOT NULL,
	"home_extra" integer DEFAULT 0 NOT NULL,
	"away_extra" integer DEFAULT 0 NOT NULL,
	"home_extra_ht" integer DEFAULT 0 NOT NULL,
	"away_extra_ht" integer DEFAULT 0 NOT NULL,
	"suspend_reason" text,
	"trader_suspended" boolean DEFAULT false NOT NULL,
	"processed_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bets" DROP CONSTRAINT "sports_bets_status_known";--> statement-breakpoint
ALTER TABLE "sports_auto_cash_out" ADD CONSTRAINT "sports_auto_cash_out_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_auto_cash_out" ADD CONSTRAINT "sports_auto_cash_out_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cash_outs" ADD CONSTRAINT "sports_cash_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cash_outs" ADD CONSTRAINT "sports_cash_outs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_live_bets" ADD CONSTRAINT "sports_live_bets_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_live_incidents" ADD CONSTRAINT "sports_live_incidents_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_live_state" ADD CONSTRAINT "sports_live_state_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_cash_outs_bet" ON "sports_cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_live_bets_due" ON "sports_live_bets" USING btree ("decided_at","accept_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_live_incidents_key" ON "sports_live_incidents" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "sports_live_incidents_at" ON "sports_live_incidents" USING btree ("event_id","at");--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_status_known" CHECK ("sports_bets"."status" in ('open','pending','accepted','refused','won','lost','void','half_won','half_lost','cashed_out','cancelled'));