ALTER TABLE "reply_jobs" ADD COLUMN "partial_text" text;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD COLUMN "partial_generation" integer;