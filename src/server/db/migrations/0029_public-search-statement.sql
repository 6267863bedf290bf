DROP INDEX "companies_published_idx";--> statement-breakpoint
CREATE INDEX "companies_unpublished_idx" ON "companies" USING btree ("id") WHERE not "companies"."published";