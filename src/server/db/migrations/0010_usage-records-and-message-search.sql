CREATE TABLE "usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"latency_ms" integer,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_records_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "usage_records_provider_check" CHECK ("usage_records"."provider" in ('openai', 'claude')),
	CONSTRAINT "usage_records_status_check" CHECK ("usage_records"."status" in ('done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "usage_records_finished_at_idx" ON "usage_records" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "messages_content_search_idx" ON "messages" USING gin (to_tsvector('simple', "content"));--> statement-breakpoint
-- The calls made so far keep counting: one record per job that ended.
INSERT INTO "usage_records" ("job_id", "user_id", "provider", "model", "status", "demo", "input_tokens", "output_tokens", "latency_ms", "finished_at")
SELECT "id", "user_id", "provider", "model", "status", "demo", "input_tokens", "output_tokens", "latency_ms", "finished_at"
FROM "reply_jobs" WHERE "status" IN ('done', 'failed') AND "finished_at" IS NOT NULL;
