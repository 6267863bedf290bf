export type Initiative =
  | "equal-pay"
  | "flexible-working"
  | "mentorship"
  | "leadership-development"
  | "paid-parental-leave"
  | "return-to-work"
  | "childcare"
  | "breastfeeding-rooms"
  | "sponsorship"
  | "coaching"
  | "women-in-leadership"
  | "womens-network";

export type DemoCompany = {
  slug: string;
  name: string;
  /** "/images/companies/<slug>.svg" */
  logoUrl: string;
  /** https://<domain>.example */
  website: string;
  /** ≤160 chars */
  tagline: string;
  /** Markdown, 80–150 words */
  description: string;
  industry: string;
  size: "1-10" | "11-50" | "51-200" | "201-1000" | "1001-5000" | "5000+";
  headquarters: string;
  /** 3–9 each, covering all 12 across companies */
  initiatives: Initiative[];
  featured: boolean;
  published: boolean;
};

export type DemoJob = {
  companySlug: string;
  /** ≤160 chars */
  title: string;
  location: string;
  country: string;
  workplace: "onsite" | "hybrid" | "remote";
  employmentType: "full-time" | "part-time" | "contract" | "internship" | "temporary";
  category:
    | "technology"
    | "healthcare"
    | "finance"
    | "marketing"
    | "sales"
    | "operations"
    | "design"
    | "education"
    | "other";
  description: string;
  salaryMin?: number;
  salaryMax?: number;
  salaryCurrency?: string;
  salaryPeriod?: "year" | "month" | "hour";
  applyUrl?: string;
  applyEmail?: string;
  status: "draft" | "published" | "closed";
  /** 0–60 */
  publishedDaysAgo: number;
  /** 10–90; a few jobs use 3–12 so "expiring soon" shows */
  expiresInDays?: number;
  featured: boolean;
};

export type DemoEvent = {
  title: string;
  /** ≤200 chars */
  summary: string;
  /** Markdown, 80–200 words */
  description: string;
  startsInDays: number;
  startHourLocal: number;
  durationHours: number;
  timezone: string;
  format: "online" | "in-person" | "hybrid";
  venue?: string;
  city?: string;
  /** https://meet.example.com/... */
  onlineUrl?: string;
  imageUrl: string;
  registrationUrl?: string;
  capacity?: number;
  status: "published" | "cancelled" | "completed";
};

export type DemoPost = {
  slug: string;
  title: string;
  author: string;
  /** ≤200 chars */
  excerpt: string;
  body: string;
  coverImageUrl: string;
  tags: string[];
  status: "draft" | "published";
  publishedDaysAgo: number;
};

export type DemoVideo = {
  title: string;
  tag: string;
  thumbnailUrl: string;
  url: string;
  publishedDaysAgo: number;
};
