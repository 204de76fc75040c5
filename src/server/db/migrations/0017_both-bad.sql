-- A vote may say that both replies were bad (docs/decisions/040-votes-judge-replies.md).
ALTER TABLE "reply_votes" DROP CONSTRAINT "reply_votes_choice_check";--> statement-breakpoint
ALTER TABLE "reply_votes" ADD CONSTRAINT "reply_votes_choice_check" CHECK ("reply_votes"."choice" in ('left', 'right', 'tie', 'both-bad'));