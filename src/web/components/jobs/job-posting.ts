import type { EmploymentType } from "#shared/constants.ts";
import { DEFAULT_LOCALE, type Locale, localePath } from "#shared/locales.ts";
import type { Company } from "#shared/schemas/companies.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { countryNameIn } from "../../i18n/country-names.ts";

const EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

const UNITS = { year: "YEAR", month: "MONTH", hour: "HOUR" } as const;

type JobPostingInput = {
  job: Omit<Job, "description">;
  company: Pick<Company, "name" | "slug" | "logoUrl" | "website">;
  /** The description already rendered to sanitised HTML (Google accepts HTML here). */
  descriptionHtml: string;
  /** Absolute origin of the site, for the logo and the page URL. */
  origin: string;
  /** The page's language, for its addresses; the values schema.org defines stay English. */
  locale?: Locale;
};

const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/**
 * schema.org JobPosting, as Google for Jobs reads it: the required properties (title,
 * description, datePosted, hiringOrganization, jobLocation or TELECOMMUTE with an applicant
 * location) and the recommended ones the job has (validThrough, employmentType, baseSalary,
 * identifier, directApply).
 */
export function jobPostingJsonLd({
  job,
  company,
  descriptionHtml,
  origin,
  locale = DEFAULT_LOCALE,
}: JobPostingInput) {
  const hiringOrganization: Record<string, unknown> = {
    "@type": "Organization",
    name: company.name,
    url: `${origin}${localePath(locale, `/companies/${company.slug}`)}`,
  };
  if (company.website) hiringOrganization.sameAs = company.website;
  if (company.logoUrl) hiringOrganization.logo = absolute(company.logoUrl, origin);

  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml,
    datePosted: job.publishedAt ?? job.createdAt,
    hiringOrganization,
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    url: `${origin}${localePath(locale, `/jobs/${job.id}`)}`,
    // True when she applies on this site; otherwise on the employer's site or by e-mail.
    directApply: job.applyMethod === "onsite",
  };
  if (job.expiresAt) posting.validThrough = job.expiresAt;

  if (job.workplace === "remote") {
    posting.jobLocationType = "TELECOMMUTE";
    if (job.country) {
      posting.applicantLocationRequirements = {
        "@type": "Country",
        // A place name for machines: the same in every language of the page.
        name: countryNameIn("en", job.country),
      };
    }
  } else {
    const address: Record<string, unknown> = { "@type": "PostalAddress" };
    if (job.location) address.addressLocality = job.location;
    if (job.country) address.addressCountry = job.country;
    posting.jobLocation = { "@type": "Place", address };
  }

  if (job.salaryCurrency && (job.salaryMin != null || job.salaryMax != null)) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue" };
    if (job.salaryMin != null && job.salaryMax != null && job.salaryMin !== job.salaryMax) {
      value.minValue = job.salaryMin;
      value.maxValue = job.salaryMax;
    } else {
      value.value = job.salaryMin ?? job.salaryMax;
    }
    if (job.salaryPeriod) value.unitText = UNITS[job.salaryPeriod];
    posting.baseSalary = { "@type": "MonetaryAmount", currency: job.salaryCurrency, value };
  }
  return posting;
}
