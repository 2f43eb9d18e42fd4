CREATE TYPE "public"."unsettled_file_state" AS ENUM('uploading', 'released');--> statement-breakpoint
CREATE TABLE "unsettled_files" (
	"key" text PRIMARY KEY NOT NULL,
	"state" "unsettled_file_state" NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
