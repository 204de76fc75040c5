ALTER TABLE "users" ALTER COLUMN "last_active" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_active" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "model_settings" jsonb;--> statement-breakpoint
-- Accounts that were made (by an admin) but never signed in: untouched since creation, no session.
UPDATE "users" SET "last_active" = NULL WHERE "last_active" = "created_at" AND NOT EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id");--> statement-breakpoint
-- Replies the demo stand-in wrote before the flag existed: recognised by their fixed opening.
UPDATE "reply_jobs" SET "demo" = true FROM "messages" WHERE "messages"."id" = "reply_jobs"."reply_message_id" AND "reply_jobs"."input_tokens" IS NULL AND "messages"."content" LIKE '**Demo reply from %';
