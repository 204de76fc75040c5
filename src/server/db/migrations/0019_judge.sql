-- A judge model's verdict on a turn, and its calls in the usage figures (docs/decisions/046-judge.md).
CREATE TABLE "turn_judgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"judge_provider" text NOT NULL,
	"judge_model" text NOT NULL,
	"left_reply_id" integer,
	"right_reply_id" integer,
	"verdict" text NOT NULL,
	"choices" jsonb NOT NULL,
	"reason" text NOT NULL,
	"quotes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turn_judgements_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "turn_judgements_verdict_check" CHECK ("turn_judgements"."verdict" in ('left', 'right', 'tie', 'no-clear-winner'))
);
--> statement-breakpoint
ALTER TABLE "usage_records" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "turn_judgements" ADD CONSTRAINT "turn_judgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_judgements" ADD CONSTRAINT "turn_judgements_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_judgements" ADD CONSTRAINT "turn_judgements_left_reply_id_messages_id_fk" FOREIGN KEY ("left_reply_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_judgements" ADD CONSTRAINT "turn_judgements_right_reply_id_messages_id_fk" FOREIGN KEY ("right_reply_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turn_judgements_user_id_idx" ON "turn_judgements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "turn_judgements_left_reply_id_idx" ON "turn_judgements" USING btree ("left_reply_id");--> statement-breakpoint
CREATE INDEX "turn_judgements_right_reply_id_idx" ON "turn_judgements" USING btree ("right_reply_id");