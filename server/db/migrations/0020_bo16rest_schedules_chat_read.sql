ALTER TABLE "popups" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "player_read_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_window" CHECK ("popups"."starts_at" is null or "popups"."ends_at" is null or "popups"."ends_at" > "popups"."starts_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_window" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at");--> statement-breakpoint
-- Conversations from before the read marker count as read: the players saw them without one, and a badge of every old reply would be noise.
UPDATE "support_conversations" SET "player_read_message_id" = coalesce((SELECT max("m"."id") FROM "support_messages" "m" WHERE "m"."conversation_id" = "support_conversations"."id"), 0);