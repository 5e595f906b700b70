CREATE TABLE "studio_tombala_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_tombala_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"salt" text NOT NULL,
	"phase" text DEFAULT 'selling' NOT NULL,
	"sales_end_at" timestamp with time zone NOT NULL,
	"draw_starts_at" timestamp with time zone,
	"ball_ms" integer NOT NULL,
	"ticket_price_kurus" bigint NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"stakes_kurus" bigint DEFAULT 0 NOT NULL,
	"prize_table" jsonb NOT NULL,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_tombala_games_phase_known" CHECK ("studio_tombala_games"."phase" in ('selling', 'drawing', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "studio_tombala_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ticket_price_kurus" bigint NOT NULL,
	"max_tickets_per_player" integer DEFAULT 6 NOT NULL,
	"sale_ms" integer DEFAULT 60000 NOT NULL,
	"ball_ms" integer DEFAULT 2500 NOT NULL,
	"prize_mode" text DEFAULT 'pool' NOT NULL,
	"pool_basis_points" integer DEFAULT 9000 NOT NULL,
	"split_cinko" integer DEFAULT 20 NOT NULL,
	"split_ikinci" integer DEFAULT 30 NOT NULL,
	"fixed_cinko_kurus" bigint DEFAULT 0 NOT NULL,
	"fixed_ikinci_kurus" bigint DEFAULT 0 NOT NULL,
	"fixed_tombala_kurus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_tombala_rooms_mode_known" CHECK ("studio_tombala_rooms"."prize_mode" in ('pool', 'fixed')),
	CONSTRAINT "studio_tombala_rooms_price_positive" CHECK ("studio_tombala_rooms"."ticket_price_kurus" > 0),
	CONSTRAINT "studio_tombala_rooms_pool_range" CHECK ("studio_tombala_rooms"."pool_basis_points" between 0 and 10000),
	CONSTRAINT "studio_tombala_rooms_split_range" CHECK ("studio_tombala_rooms"."split_cinko" >= 0 and "studio_tombala_rooms"."split_ikinci" >= 0 and "studio_tombala_rooms"."split_cinko" + "studio_tombala_rooms"."split_ikinci" <= 100)
);
--> statement-breakpoint
CREATE TABLE "studio_tombala_tickets" (
	"game_id" integer NOT NULL,
	"ticket_no" integer NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"card" jsonb NOT NULL,
	"prize_kurus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_tombala_tickets_game_id_ticket_no_pk" PRIMARY KEY("game_id","ticket_no")
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" DROP CONSTRAINT "studio_rounds_game_known";--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "tombala_game" integer;--> statement-breakpoint
ALTER TABLE "studio_tombala_games" ADD CONSTRAINT "studio_tombala_games_room_id_studio_tombala_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."studio_tombala_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_tombala_tickets" ADD CONSTRAINT "studio_tombala_tickets_game_id_studio_tombala_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."studio_tombala_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_tombala_tickets" ADD CONSTRAINT "studio_tombala_tickets_round_id_studio_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_tombala_tickets" ADD CONSTRAINT "studio_tombala_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_tombala_games_room_idx" ON "studio_tombala_games" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "studio_tombala_tickets_round_idx" ON "studio_tombala_tickets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "studio_rounds_tombala_idx" ON "studio_rounds" USING btree ("tombala_game") WHERE "studio_rounds"."tombala_game" is not null;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_known" CHECK ("studio_rounds"."game" in ('slot', 'roulette', 'blackjack', 'crash', 'tombala'));