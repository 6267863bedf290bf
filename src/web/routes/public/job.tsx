import { t } from "@lingui/core/macro";
import { useEffect } from "react";
import { data, useRouteLoaderData } from "react-router";
import { idParams } from "#shared/schemas/common.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { GoneJob, type GoneJobData } from "../../components/jobs/gone-job.tsx";
import { jobCardData } from "../../components/jobs/job-card.tsx";
import { jobPostingJsonLd } from "../../components/jobs/job-posting.ts";
import { JobView } from "../../components/jobs/job-view.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { goneJob } from "../../features/jobs/gone-job.server.ts";
import { savedJobIds } from "../../features/saved-jobs/saved-marks.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { requestContext } from "../../lib/context.ts";
import { isNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/job.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const parsed = idParams.safeParse({ id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  const id = parsed.data.id;
  const now = Date.now();

  let job: Job;
  try {
    job = await services.jobs.getPublic(id);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return goneJob(services, id, now);
  }

  const [company, similar] = await Promise.all([
    services.companies.getPublic(job.companyId),
    services.jobs.similar(job),
  ]);
  // Loader data is written into the page for hydration: the description goes there once, as
  // HTML, without its Markdown source; of the company only what the page shows.
  const { description, ...shownJob } = job;
  return {
    gone: null,
    job: shownJob,
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      website: company.website,
      tagline: company.tagline,
      initiatives: company.initiatives,
      verifiedInitiatives: company.verifiedInitiatives,
      openJobs: company.openJobs,
    },
    descriptionHtml: await services.markdown.toHtml(description),
    summary: await services.markdown.toText(description, { maxLength: 155 }),
    similar: similar.map(jobCardData),
    savedJobIds: await savedJobIds(context.get(requestContext), [
      job.id,
      ...similar.map((item) => item.id),
    ]),
    now,
  };
}

type OpenJobData = Exclude<Route.ComponentProps["loaderData"], { gone: GoneJobData }>;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const i18n = i18nOf(matches);
  if (loaderData.gone) {
    const { job, company } = loaderData.gone;
    const { title } = job;
    const { name } = company;
    return pageMeta({
      title: t(i18n)`No longer available: ${title} at ${name}`,
      description: t(
        i18n,
      )`This job at ${name} has closed. See open jobs like it at Companies that Care.`,
      matches,
      path: `/jobs/${job.id}`,
      noindex: true,
    });
  }
  const { job, company, summary } = loaderData;
  const { title } = job;
  const { name } = company;
  return pageMeta({
    title: t(i18n)({ message: `${title} at ${name}`, comment: "A job page's title" }),
    description: summary,
    matches,
    path: `/jobs/${job.id}`,
    // Social networks do not show SVG previews; other logo formats make a fine card image.
    image: company.logoUrl && !company.logoUrl.endsWith(".svg") ? company.logoUrl : null,
  });
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.gone) return <GoneJob {...loaderData.gone} />;
  return <OpenJob {...loaderData} />;
}

function OpenJob(loaderData: OpenJobData) {
  const { job, company, descriptionHtml } = loaderData;
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const locale = useLocale();
  // One reading counted for its employer, from the browser: cached pages and crawlers that run
  // no script count nothing.
  useEffect(() => {
    navigator.sendBeacon?.(`/api/jobs/${job.id}/views`);
  }, [job.id]);
  return (
    <>
      <JsonLd
        data={jobPostingJsonLd({
          job,
          company,
          descriptionHtml,
          origin: root?.origin ?? "",
          locale,
        })}
      />
      <JobView {...loaderData} />
    </>
  );
}
