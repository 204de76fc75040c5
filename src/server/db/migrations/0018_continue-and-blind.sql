-- Continue a cut-off reply (docs/decisions/043-continue.md) and blind comparison (docs/decisions/044-blind-comparison.md).
ALTER TABLE "reply_jobs" ADD COLUMN "continues_id" integer;--> statement-breakpoint
ALTER TABLE "reply_votes" ADD COLUMN "blind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_continues_id_messages_id_fk" FOREIGN KEY ("continues_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_jobs_continues_id_idx" ON "reply_jobs" USING btree ("continues_id") WHERE "reply_jobs"."continues_id" is not null;