CREATE TABLE "change_counters" (
	"topic" varchar(32) PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_published_idx" ON "companies" USING btree ("id") WHERE "companies"."published";--> statement-breakpoint
CREATE INDEX "jobs_public_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE "jobs"."status" = 'published';