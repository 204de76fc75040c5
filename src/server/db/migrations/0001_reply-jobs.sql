CREATE TABLE "reply_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_message_id" integer NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"temperature" real NOT NULL,
	"max_tokens" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"reply_message_id" integer,
	"last_error" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reply_jobs_provider_check" CHECK ("reply_jobs"."provider" in ('openai', 'claude')),
	CONSTRAINT "reply_jobs_status_check" CHECK ("reply_jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "error" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "latency_ms" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_user_message_id_messages_id_fk" FOREIGN KEY ("user_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_jobs_unfinished_idx" ON "reply_jobs" USING btree ("id") WHERE "reply_jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "reply_jobs_conversation_id_idx" ON "reply_jobs" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "reply_jobs_user_id_idx" ON "reply_jobs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_unique" UNIQUE("job_id");