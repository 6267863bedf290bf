import { data, useRouteLoaderData } from "react-router";
import { idParams } from "../../../shared/schemas/common.ts";
import type { Job } from "../../../shared/schemas/jobs.ts";
import { jobCardData } from "../../components/jobs/job-card.tsx";
import { jobPostingJsonLd } from "../../components/jobs/job-posting.ts";
import { JobView } from "../../components/jobs/job-view.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/job.ts";

const isNotFound = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;

/**
 * Why a job that is not public has no page: 410 Gone when it was published and has since closed
 * or expired (search engines drop it for good), 404 for drafts, scheduled jobs and jobs whose
 * company is hidden.
 */
function goneOrMissing(job: Job | null, companyPublic: boolean, now: number): number {
  if (!job || !companyPublic || !job.publishedAt) return 404;
  const expired = job.expiresAt !== null && new Date(job.expiresAt).getTime() <= now;
  const wasLive = new Date(job.publishedAt).getTime() <= now;
  return wasLive && (job.status === "closed" || (job.status === "published" && expired))
    ? 410
    : 404;
}

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
    const hidden = await services.jobs.find(id);
    const companyPublic = hidden
      ? await services.companies.getPublic(hidden.companyId).then(
          () => true,
          () => false,
        )
      : false;
    throw data(null, { status: goneOrMissing(hidden, companyPublic, now) });
  }

  const [company, similar] = await Promise.all([
    services.companies.getPublic(job.companyId),
    services.jobs.similar(job),
  ]);
  // Loader data is written into the page for hydration: the description goes there once, as
  // HTML, without its Markdown source; of the company only what the page shows.
  const { description, ...shownJob } = job;
  return {
    job: shownJob,
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      website: company.website,
      tagline: company.tagline,
      initiatives: company.initiatives,
      openJobs: company.openJobs,
    },
    descriptionHtml: await services.markdown.toHtml(description),
    summary: await services.markdown.toText(description, { maxLength: 155 }),
    similar: similar.map(jobCardData),
    now,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { job, company, summary } = loaderData;
  return pageMeta({
    title: `${job.title} at ${company.name}`,
    description: summary,
    origin: originOf(matches),
    path: `/jobs/${job.id}`,
    // Social networks do not show SVG previews; other logo formats make a fine card image.
    image: company.logoUrl && !company.logoUrl.endsWith(".svg") ? company.logoUrl : null,
  });
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, company, descriptionHtml } = loaderData;
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return (
    <>
      <JsonLd
        data={jobPostingJsonLd({ job, company, descriptionHtml, origin: root?.origin ?? "" })}
      />
      <JobView {...loaderData} />
    </>
  );
}
