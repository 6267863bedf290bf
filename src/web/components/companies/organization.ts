import { DEFAULT_LOCALE, type Locale, localePath } from "#shared/locales.ts";
import type { Company } from "#shared/schemas/companies.ts";

const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/** "201-1000" → 201..1000, "5000+" → at least 5000: schema.org's numberOfEmployees. */
function employees(size: Company["size"]) {
  if (!size) return undefined;
  const [min, max] = size.replace("+", "").split("-").map(Number);
  return max
    ? { "@type": "QuantitativeValue", minValue: min, maxValue: max }
    : { "@type": "QuantitativeValue", minValue: min };
}

/** schema.org Organization for a company profile page, in the page's language (its address). */
export function organizationJsonLd(
  company: Company,
  summary: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const organization: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: `${origin}${localePath(locale, `/companies/${company.slug}`)}`,
  };
  if (summary) organization.description = summary;
  if (company.logoUrl) organization.logo = absolute(company.logoUrl, origin);
  if (company.website) organization.sameAs = [company.website];
  if (company.industry) organization.knowsAbout = company.industry;
  if (company.headquarters) {
    organization.address = { "@type": "PostalAddress", addressLocality: company.headquarters };
  }
  const count = employees(company.size);
  if (count) organization.numberOfEmployees = count;
  return organization;
}
