import { plural, t } from "@lingui/core/macro";
import { data, redirect, useRouteLoaderData } from "react-router";
import { localePath, splitLocalePath } from "#shared/locales.ts";
import { CompanyView } from "../../components/companies/company-view.tsx";
import { organizationJsonLd } from "../../components/companies/organization.ts";
import { jobCardData } from "../../components/jobs/job-card.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { savedJobIds } from "../../features/saved-jobs/saved-marks.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { requestContext } from "../../lib/context.ts";
import { rethrowNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/company.ts";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const key = params.slug.trim();
  if (!key || key.length > 200) throw data(null, { status: 404 });
  const company = await services.companies.getPublic(key).catch(rethrowNotFound);
  // An id or a differently written slug still finds the company: send it to the one address.
  if (key !== company.slug) {
    const { locale } = splitLocalePath(url.pathname);
    throw redirect(localePath(locale, `/companies/${company.slug}`), 301);
  }
  const jobs = await services.jobs.listPublic({ page: 1, pageSize: 50, company: company.slug });
  return {
    company,
    descriptionHtml: await services.markdown.toHtml(company.description),
    summary: await services.markdown.toText(company.description, { maxLength: 155 }),
    jobs: jobs.items.map(jobCardData),
    totalJobs: jobs.total,
    savedJobIds: await savedJobIds(
      context.get(requestContext),
      jobs.items.map((job) => job.id),
    ),
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = i18nOf(matches);
  const { company, summary, totalJobs } = loaderData;
  const { name } = company;
  const about = company.tagline ?? name;
  return pageMeta({
    title: t(i18n)`${name}: jobs and benefits`,
    description:
      summary ||
      t(i18n)`${about}. ${plural(totalJobs, { one: "# open job", other: "# open jobs" })}.`,
    matches,
    path: `/companies/${company.slug}`,
    // Social networks do not show SVG previews; other logo formats make a fine card image.
    image: company.logoUrl && !company.logoUrl.endsWith(".svg") ? company.logoUrl : null,
  });
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, summary } = loaderData;
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const locale = useLocale();
  return (
    <>
      <JsonLd data={organizationJsonLd(company, summary, root?.origin ?? "", locale)} />
      <CompanyView {...loaderData} />
    </>
  );
}
