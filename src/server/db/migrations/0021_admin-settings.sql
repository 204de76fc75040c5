-- The admin's Settings, one row shared by every process; a null setting takes the environment's default (decision 047).
CREATE TABLE "admin_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"password_sign_up" boolean,
	"google_sign_up" boolean,
	"starting_pair" jsonb,
	"chat_requests_per_minute" integer,
	"uploads_per_minute" integer,
	"upload_storage_mb" integer,
	"message_storage_mb" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "admin_settings_one_row" CHECK ("admin_settings"."id" = 1),
	CONSTRAINT "admin_settings_limits_positive" CHECK ("admin_settings"."chat_requests_per_minute" > 0 and "admin_settings"."uploads_per_minute" > 0 and "admin_settings"."upload_storage_mb" > 0 and "admin_settings"."message_storage_mb" > 0)
);
--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;