DROP INDEX "messages_content_search_idx";--> statement-breakpoint
CREATE INDEX "messages_content_search_idx" ON "messages" USING gin (to_tsvector('simple', substr("content", 1, 32000)));