-- Provider ids become data (docs/decisions/038-sides.md): any connection's id, checked as a slug,
-- and each reply answers for a side. Rows written before answer as SPEC's pair does: OpenAI on
-- side a, Claude on side b.
ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_check";--> statement-breakpoint
ALTER TABLE "reply_jobs" DROP CONSTRAINT "reply_jobs_provider_check";--> statement-breakpoint
ALTER TABLE "usage_records" DROP CONSTRAINT "usage_records_provider_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "side" text;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD COLUMN "side" text;--> statement-breakpoint
UPDATE "messages" SET "side" = CASE "sender" WHEN 'openai' THEN 'a' ELSE 'b' END WHERE "sender" <> 'user';--> statement-breakpoint
UPDATE "reply_jobs" SET "side" = CASE "provider" WHEN 'openai' THEN 'a' ELSE 'b' END;--> statement-breakpoint
ALTER TABLE "reply_jobs" ALTER COLUMN "side" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_side_check" CHECK (case when "messages"."sender" = 'user' then "messages"."side" is null else "messages"."side" is not null and "messages"."side" in ('a', 'b') end);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" ~ '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$');--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_side_check" CHECK ("reply_jobs"."side" in ('a', 'b'));--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_provider_check" CHECK ("reply_jobs"."provider" ~ '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$');--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_provider_check" CHECK ("usage_records"."provider" ~ '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$');
