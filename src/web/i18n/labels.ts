import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  EmploymentType,
  Initiative,
  JobCategory,
  MemberRole,
  PostedWithin,
  SalaryPeriod,
  Workplace,
} from "#shared/constants.ts";
import type { Country } from "#shared/countries.ts";
import type { ApplicationStatus } from "#shared/schemas/applications.ts";
import type { ProfileEntry } from "#shared/schemas/profiles.ts";

/**
 * The words for the data model's fixed values, as messages: `i18n._(CATEGORY_LABELS[key])`.
 * The keys live in `#shared/constants.ts`, which the server also runs and so holds no
 * translations; the English there is what the API and the admin area show.
 */
export const INITIATIVE_LABELS: Record<Initiative, MessageDescriptor> = {
  "equal-pay": msg`Equal Pay`,
  "flexible-working": msg`Flexible Working`,
  mentorship: msg`Mentorship`,
  "leadership-development": msg`Leadership Development`,
  "paid-parental-leave": msg`Paid Parental Leave`,
  "return-to-work": msg`Return to Work`,
  childcare: msg`Childcare`,
  "breastfeeding-rooms": msg`Breastfeeding Rooms`,
  sponsorship: msg`Sponsorship`,
  coaching: msg`Coaching`,
  "women-in-leadership": msg`More Women in Leadership`,
  "womens-network": msg`Women's Networking Group`,
};

export const CATEGORY_LABELS: Record<JobCategory, MessageDescriptor> = {
  technology: msg`Technology`,
  healthcare: msg`Healthcare`,
  finance: msg`Finance`,
  marketing: msg`Marketing`,
  sales: msg`Sales`,
  operations: msg`Operations`,
  design: msg`Design`,
  education: msg`Education`,
  other: msg({ message: "Other", context: "job category" }),
};

export const TYPE_LABELS: Record<EmploymentType, MessageDescriptor> = {
  "full-time": msg`Full-time`,
  "part-time": msg`Part-time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
  temporary: msg`Temporary`,
};

export const WORKPLACE_LABELS: Record<Workplace, MessageDescriptor> = {
  onsite: msg`On-site`,
  hybrid: msg({ message: "Hybrid", context: "workplace" }),
  remote: msg`Remote`,
};

export const EVENT_FORMAT_LABELS = {
  online: msg`Online`,
  "in-person": msg`In person`,
  hybrid: msg({ message: "Hybrid", context: "event format" }),
} as const satisfies Record<string, MessageDescriptor>;

/** The "posted within" filter's choices. */
/** A salary filter's period, after its amount: "Salary at least 6,000 SGD a month". */
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, MessageDescriptor> = {
  year: msg({ message: "a year", comment: "Salary period in the salary filter" }),
  month: msg({ message: "a month", comment: "Salary period in the salary filter" }),
  hour: msg({ message: "an hour", comment: "Salary period in the salary filter" }),
};

export const POSTED_LABELS: Record<PostedWithin, MessageDescriptor> = {
  "1": msg`Posted in the last 24 hours`,
  "7": msg`Posted in the last 7 days`,
  "30": msg`Posted in the last 30 days`,
};

export const ENTRY_KIND_LABELS: Record<ProfileEntry["kind"], MessageDescriptor> = {
  job: msg`Job`,
  education: msg`Study`,
  "career-break": msg`Career break`,
};

/** Where an application stands, as the applicant and the reviewers read it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  submitted: msg`Sent`,
  viewed: msg`Seen by the employer`,
  shortlisted: msg`Shortlisted`,
  interviewing: msg`Interviewing`,
  offered: msg`Offer made`,
  hired: msg`Hired`,
  declined: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
};

export const MEMBER_ROLE_LABELS: Record<MemberRole, MessageDescriptor> = {
  owner: msg`Owner`,
  recruiter: msg`Recruiter`,
};

/**
 * The countries the site offers by name, in our own words: the names browsers and the server
 * compute (Intl.DisplayNames) differ between ICU versions ("Hong Kong" against "Hong Kong SAR
 * China"), and a page that says one thing on the server and another in the browser fails to
 * hydrate.
 */
export const COUNTRY_LABELS: Record<Country, MessageDescriptor> = {
  SG: msg`Singapore`,
  MY: msg`Malaysia`,
  ID: msg`Indonesia`,
  PH: msg`Philippines`,
  TH: msg`Thailand`,
  VN: msg`Vietnam`,
  HK: msg`Hong Kong`,
  TW: msg`Taiwan`,
  CN: msg`Mainland China`,
  JP: msg`Japan`,
  KR: msg`South Korea`,
  IN: msg`India`,
  LK: msg`Sri Lanka`,
  BD: msg`Bangladesh`,
  AE: msg`United Arab Emirates`,
  AU: msg`Australia`,
  NZ: msg`New Zealand`,
  GB: msg`United Kingdom`,
  US: msg`United States`,
};
