CREATE TABLE "currency_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(3) NOT NULL,
	"per_usd" numeric(20, 6) NOT NULL,
	"as_of" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_code_unique" UNIQUE("code"),
	CONSTRAINT "currency_rates_code" CHECK ("currency_rates"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_usd_per_year" numeric;--> statement-breakpoint
CREATE INDEX "jobs_public_salary_idx" ON "jobs" USING btree ("salary_usd_per_year" desc nulls last) WHERE "jobs"."status" = 'published';--> statement-breakpoint
-- An amount in a currency, per year, month or hour, as US dollars a year at the stored rate
-- (2,080 working hours a year); null when the currency has no rate or the period is unknown.
-- Jobs and the "salary at least" filter both convert through it, so equal salaries compare equal.
CREATE FUNCTION salary_usd_per_year(amount numeric, currency text, period text) RETURNS numeric
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT round(amount * CASE period WHEN 'year' THEN 1 WHEN 'month' THEN 12 WHEN 'hour' THEN 2080 END
    / per_usd)
  FROM currency_rates WHERE code = currency
$$;
--> statement-breakpoint
CREATE FUNCTION jobs_salary_convert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.salary_usd_per_year := salary_usd_per_year(coalesce(NEW.salary_max, NEW.salary_min),
    NEW.salary_currency, NEW.salary_period);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_salary_convert
  BEFORE INSERT OR UPDATE OF salary_min, salary_max, salary_currency, salary_period ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_salary_convert();
--> statement-breakpoint
-- A rate added, changed or removed re-converts the salaries in its currency (the jobs update
-- raises the jobs change counter, so cached lists follow).
CREATE FUNCTION currency_rates_reconvert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN codes := codes || OLD.code::text; END IF;
  IF TG_OP <> 'DELETE' THEN codes := codes || NEW.code::text; END IF;
  UPDATE jobs SET salary_usd_per_year = salary_usd_per_year(coalesce(salary_max, salary_min),
    salary_currency, salary_period)
  WHERE salary_currency = ANY (codes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER currency_rates_reconvert AFTER INSERT OR UPDATE OR DELETE ON currency_rates
  FOR EACH ROW EXECUTE FUNCTION currency_rates_reconvert();
--> statement-breakpoint
-- A rate also changes what a "salary at least" filter in its currency finds, when no job is in it.
CREATE TRIGGER currency_rates_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON currency_rates FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('jobs');
--> statement-breakpoint
-- Reference rates to start from: approximate market rates at the end of June 2025 (units for one
-- US dollar). Shown to users as approximate, with their date; admins update them.
INSERT INTO currency_rates (code, per_usd, as_of) VALUES
  ('USD', 1, '2025-06-30'),
  ('SGD', 1.2735, '2025-06-30'),
  ('HKD', 7.8497, '2025-06-30'),
  ('MYR', 4.2125, '2025-06-30'),
  ('IDR', 16235, '2025-06-30'),
  ('PHP', 56.33, '2025-06-30'),
  ('THB', 32.52, '2025-06-30'),
  ('VND', 26120, '2025-06-30'),
  ('JPY', 144.45, '2025-06-30'),
  ('KRW', 1350.5, '2025-06-30'),
  ('TWD', 29.21, '2025-06-30'),
  ('CNY', 7.1636, '2025-06-30'),
  ('INR', 85.75, '2025-06-30'),
  ('AUD', 1.5255, '2025-06-30'),
  ('EUR', 0.8525, '2025-06-30'),
  ('GBP', 0.7295, '2025-06-30');
