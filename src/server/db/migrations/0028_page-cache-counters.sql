-- Every statement that writes events, blog posts or videos raises the `content` change counter,
-- as writes to jobs and companies raise `jobs` (0006): together they tell the page cache, with
-- one cheap read, whether a rendered public page is still current.
INSERT INTO change_counters (topic, value) VALUES ('content', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER events_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('content');
--> statement-breakpoint
CREATE TRIGGER blog_posts_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('content');
--> statement-breakpoint
CREATE TRIGGER videos_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('content');
