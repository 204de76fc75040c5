-- Fuse (docs/decisions/054-fuse.md): a reply, and its job, that merges the two replies of a turn and answers for no side.
ALTER TABLE "messages" DROP CONSTRAINT "messages_side_check";--> statement-breakpoint
ALTER TABLE "reply_jobs" DROP CONSTRAINT "reply_jobs_side_check";--> statement-breakpoint
ALTER TABLE "reply_jobs" ALTER COLUMN "side" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "fused_left_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "fused_right_id" integer;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD COLUMN "fused_left_id" integer;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD COLUMN "fused_right_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fused_left_id_messages_id_fk" FOREIGN KEY ("fused_left_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fused_right_id_messages_id_fk" FOREIGN KEY ("fused_right_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_fused_left_id_messages_id_fk" FOREIGN KEY ("fused_left_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_fused_right_id_messages_id_fk" FOREIGN KEY ("fused_right_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_fused_left_id_idx" ON "messages" USING btree ("fused_left_id") WHERE "messages"."fused_left_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_fused_right_id_idx" ON "messages" USING btree ("fused_right_id") WHERE "messages"."fused_right_id" is not null;--> statement-breakpoint
CREATE INDEX "reply_jobs_fused_left_id_idx" ON "reply_jobs" USING btree ("fused_left_id") WHERE "reply_jobs"."fused_left_id" is not null;--> statement-breakpoint
CREATE INDEX "reply_jobs_fused_right_id_idx" ON "reply_jobs" USING btree ("fused_right_id") WHERE "reply_jobs"."fused_right_id" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fused_check" CHECK (("messages"."fused_left_id" is null) = ("messages"."fused_right_id" is null) and ("messages"."fused_left_id" is null or "messages"."sender" <> 'user'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_side_check" CHECK (case when "messages"."sender" = 'user' or "messages"."fused_left_id" is not null then "messages"."side" is null else "messages"."side" is not null and "messages"."side" in ('a', 'b') end);--> statement-breakpoint
ALTER TABLE "reply_jobs" ADD CONSTRAINT "reply_jobs_side_check" CHECK (case when "reply_jobs"."fused_left_id" is null then "reply_jobs"."side" is not null and "reply_jobs"."side" in ('a', 'b') else "reply_jobs"."side" is null and "reply_jobs"."fused_right_id" is not null end);