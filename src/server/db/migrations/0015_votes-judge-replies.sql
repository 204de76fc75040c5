-- A vote names the reply versions it judged (docs/decisions/040-votes-judge-replies.md). Votes cast
-- before judged the versions shown now: the newest active reply on each side.
ALTER TABLE "reply_votes" ADD COLUMN "left_reply_id" integer;--> statement-breakpoint
ALTER TABLE "reply_votes" ADD COLUMN "right_reply_id" integer;--> statement-breakpoint
ALTER TABLE "reply_votes" ADD CONSTRAINT "reply_votes_left_reply_id_messages_id_fk" FOREIGN KEY ("left_reply_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_votes" ADD CONSTRAINT "reply_votes_right_reply_id_messages_id_fk" FOREIGN KEY ("right_reply_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_votes_left_reply_id_idx" ON "reply_votes" USING btree ("left_reply_id");--> statement-breakpoint
CREATE INDEX "reply_votes_right_reply_id_idx" ON "reply_votes" USING btree ("right_reply_id");--> statement-breakpoint
UPDATE "reply_votes" SET
  "left_reply_id" = (SELECT max("m"."id") FROM "messages" "m" JOIN "reply_jobs" "j" ON "j"."reply_message_id" = "m"."id"
    WHERE "j"."user_message_id" = "reply_votes"."message_id" AND "m"."side" = 'a' AND "m"."active" AND NOT "m"."error"),
  "right_reply_id" = (SELECT max("m"."id") FROM "messages" "m" JOIN "reply_jobs" "j" ON "j"."reply_message_id" = "m"."id"
    WHERE "j"."user_message_id" = "reply_votes"."message_id" AND "m"."side" = 'b' AND "m"."active" AND NOT "m"."error")
WHERE "message_id" IS NOT NULL;
