ALTER TABLE "outbox" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Mail left unsent before the queue existed has no job to deliver it: shown as failed, so an
-- admin can send it again.
UPDATE "outbox" SET "failed_at" = "created_at",
  "error" = coalesce("error", 'Not sent before the mail queue existed')
WHERE "sent_at" IS NULL;
