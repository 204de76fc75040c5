ALTER TABLE "conversations" ADD COLUMN "providers" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "first_token_ms" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "usage_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ask_both" boolean DEFAULT false NOT NULL;