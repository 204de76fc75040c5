CREATE TABLE "reply_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" integer,
	"choice" text NOT NULL,
	"left_provider" text NOT NULL,
	"left_model" text NOT NULL,
	"right_provider" text NOT NULL,
	"right_model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_votes_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "reply_votes_choice_check" CHECK ("reply_votes"."choice" in ('left', 'right', 'tie'))
);
--> statement-breakpoint
ALTER TABLE "reply_votes" ADD CONSTRAINT "reply_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_votes" ADD CONSTRAINT "reply_votes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_votes_user_id_updated_at_idx" ON "reply_votes" USING btree ("user_id","updated_at");