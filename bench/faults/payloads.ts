import { randomBytes } from "node:crypto";

const INITIATIVES = ["equal-pay", "flexible-working", "mentorship", "paid-parental-leave"];
const SIZES = ["1-10", "11-50", "51-200", "201-1000"];
const CATEGORIES = ["technology", "finance", "design", "operations"];
const WORKPLACES = ["onsite", "hybrid", "remote"];

/** A tag unique to one run, carried in every name it writes, so its rows can be found later. */
export const runTag = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/**
 * A whole company as the API takes it, already in the form the API stores (trimmed, no blanks),
 * so the acknowledged values compare field by field with what is read back. `version` changes
 * several fields at once: a half-applied update would show as a mix of versions.
 */
export function companyInput(tag: string, serial: number, version: number) {
  return {
    name: `${tag} company ${serial}`,
    tagline: `version ${version}`,
    description: `Company ${serial} of run ${tag}, version ${version}.`,
    industry: `industry ${version}`,
    size: SIZES[version % SIZES.length],
    headquarters: `city ${version}`,
    initiatives: INITIATIVES.slice(0, 1 + (version % INITIATIVES.length)),
    featured: version % 2 === 1,
    published: true,
  };
}

export function jobInput(tag: string, serial: number, version: number, companyId: string) {
  return {
    title: `${tag} job ${serial} v${version}`,
    companyId,
    location: `Singapore ${version}`,
    country: "SG",
    workplace: WORKPLACES[version % WORKPLACES.length],
    employmentType: "full-time",
    category: CATEGORIES[version % CATEGORIES.length],
    description: `Job ${serial} of run ${tag}, version ${version}. Engineering work with people who care.`,
    salaryMin: 1000 * version,
    salaryMax: 1000 * version + 500,
    salaryCurrency: "SGD",
    salaryPeriod: "month",
    applyUrl: `https://example.com/apply/${serial}`,
    status: version % 3 === 2 ? "draft" : "published",
    featured: false,
  };
}
