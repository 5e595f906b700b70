ALTER TABLE "slider_items" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slider_items" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_window" CHECK ("slider_items"."starts_at" is null or "slider_items"."ends_at" is null or "slider_items"."ends_at" > "slider_items"."starts_at");