CREATE TABLE "operator_replays" (
	"operator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_replays" ADD CONSTRAINT "operator_replays_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_replays_key" ON "operator_replays" USING btree ("operator_id","key");--> statement-breakpoint
CREATE INDEX "operator_replays_created_at" ON "operator_replays" USING btree ("created_at");