ALTER TABLE "messages" ADD COLUMN "reply_to" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_messages_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to");--> statement-breakpoint
UPDATE "messages" SET "reply_to" = "reply_jobs"."user_message_id" FROM "reply_jobs" WHERE "messages"."job_id" = "reply_jobs"."id";
