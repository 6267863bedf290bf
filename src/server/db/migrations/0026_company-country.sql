ALTER TABLE "companies" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "application_notices" varchar(8) DEFAULT 'each' NOT NULL;