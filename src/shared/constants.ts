/** The 12 "Companies that Care" benefits, in the order the product shows them. */
export const INITIATIVES = [
  { key: "equal-pay", label: "Equal Pay" },
  { key: "flexible-working", label: "Flexible Working" },
  { key: "mentorship", label: "Mentorship" },
  { key: "leadership-development", label: "Leadership Development" },
  { key: "paid-parental-leave", label: "Paid Parental Leave" },
  { key: "return-to-work", label: "Return to Work" },
  { key: "childcare", label: "Childcare" },
  { key: "breastfeeding-rooms", label: "Breastfeeding Rooms" },
  { key: "sponsorship", label: "Sponsorship" },
  { key: "coaching", label: "Coaching" },
  { key: "women-in-leadership", label: "More Women in Leadership" },
  { key: "womens-network", label: "Women's Networking Group" },
] as const;
export const INITIATIVE_KEYS = INITIATIVES.map((initiative) => initiative.key) as [
  (typeof INITIATIVES)[number]["key"],
  ...(typeof INITIATIVES)[number]["key"][],
];
export type Initiative = (typeof INITIATIVE_KEYS)[number];

export const JOB_CATEGORIES = [
  "technology",
  "healthcare",
  "finance",
  "marketing",
  "sales",
  "operations",
  "design",
  "education",
  "other",
] as const;
export const EMPLOYMENT_TYPES = [
  "full-time",
  "part-time",
  "contract",
  "internship",
  "temporary",
] as const;
export const WORKPLACES = ["onsite", "hybrid", "remote"] as const;
export const JOB_STATUSES = ["draft", "published", "closed"] as const;
/** On this site, on the employer's site (applyUrl), or by e-mail (applyEmail). */
export const APPLY_METHODS = ["onsite", "url", "email"] as const;
/** "Posted within": the last day, week or 30 days. */
export const POSTED_WITHIN_DAYS = ["1", "7", "30"] as const;
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
export const SALARY_PERIODS = ["year", "month", "hour"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
/**
 * The salary currencies offered in forms and filters (ISO 4217), those of the region first.
 * Salaries are compared through the rate table, which the migration seeds with each of them.
 */
export const CURRENCIES = [
  "SGD",
  "HKD",
  "MYR",
  "IDR",
  "PHP",
  "THB",
  "VND",
  "JPY",
  "KRW",
  "TWD",
  "CNY",
  "INR",
  "AUD",
  "USD",
  "EUR",
  "GBP",
] as const;
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1001-5000", "5000+"] as const;
export const EVENT_FORMATS = ["online", "in-person", "hybrid"] as const;
export const EVENT_STATUSES = ["draft", "published", "cancelled", "completed"] as const;
export const POST_STATUSES = ["draft", "published"] as const;
export const ROLES = ["admin", "member"] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplyMethod = (typeof APPLY_METHODS)[number];
/** How reviewers hear of new applications: an e-mail for each, or one summary a day. */
export const APPLICATION_NOTICES = ["each", "daily"] as const;
export type ApplicationNotices = (typeof APPLICATION_NOTICES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type Role = (typeof ROLES)[number];

/**
 * Where a company stands with the platform: one that joined by itself waits for an admin's
 * approval before anything of it is public; one an admin adds is approved from the start.
 */
export const COMPANY_STATUSES = ["pending", "approved", "declined"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** A member's part in a company: owners also manage the company's profile and its people. */
export const MEMBER_ROLES = ["owner", "recruiter"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * Languages content is commonly written in here, offered first where content gets one; any BCP 47
 * tag is accepted. The interface languages first, then others of the region.
 */
export const CONTENT_LANGUAGES = [
  "en",
  "zh-Hans",
  "zh-Hant",
  "ja",
  "id",
  "th",
  "ms",
  "vi",
  "ko",
  "fil",
  "hi",
  "ta",
  "bn",
] as const;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** A job search ranks, pages and counts at most this many matches: the newest ones. */
export const SEARCH_RESULTS_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;

/** Saved jobs a member may keep: more than anyone reads, few enough to list on one page. */
export const SAVED_JOBS_MAX = 200;
