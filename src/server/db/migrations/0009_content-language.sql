ALTER TABLE "companies" ADD COLUMN "language" varchar(35) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" varchar(35) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "language" varchar(35) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "language" varchar(35) DEFAULT 'en' NOT NULL;