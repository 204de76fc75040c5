-- Branches (docs/decisions/055-branches.md): an edit adds a version of a question, which heads its own later conversation.
ALTER TABLE "message_attachments" DROP CONSTRAINT "message_attachments_file_id_unique";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "inherited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "on_path" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_file_id_unique" ON "message_attachments" USING btree ("file_id") WHERE not "message_attachments"."inherited";--> statement-breakpoint
CREATE INDEX "message_attachments_file_id_idx" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_check" CHECK ("messages"."parent_id" is null or "messages"."sender" = 'user');--> statement-breakpoint
-- Replies stored before reply_to existed answer the user message before them: recorded, so that every reply follows its question onto or off the branch shown.
UPDATE "messages" AS "reply" SET "reply_to" = (
  SELECT max("question"."id") FROM "messages" AS "question"
  WHERE "question"."conversation_id" = "reply"."conversation_id" AND "question"."sender" = 'user' AND "question"."id" < "reply"."id"
) WHERE "reply"."sender" <> 'user' AND "reply"."reply_to" IS NULL;--> statement-breakpoint
-- Until now a conversation was one line: each question follows the one before it.
UPDATE "messages" AS "question" SET "parent_id" = "previous"."parent_id"
FROM (
  SELECT "id", lag("id") OVER (PARTITION BY "conversation_id" ORDER BY "id") AS "parent_id"
  FROM "messages" WHERE "sender" = 'user'
) AS "previous"
WHERE "question"."id" = "previous"."id" AND "previous"."parent_id" IS NOT NULL;--> statement-breakpoint
-- Built once the questions have their parents: an index built before the backfill would keep an entry for each row it updated.
CREATE INDEX "messages_parent_id_idx" ON "messages" USING btree ("parent_id") WHERE "messages"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_first_questions_idx" ON "messages" USING btree ("conversation_id") WHERE "messages"."sender" = 'user' and "messages"."parent_id" is null;
