-- Why a model ended each reply (docs/decisions/041-finish-reasons.md); null for replies stored before.
ALTER TABLE "messages" ADD COLUMN "finish_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_finish_reason_check" CHECK ("messages"."finish_reason" in ('stop', 'length', 'content-filter', 'other'));