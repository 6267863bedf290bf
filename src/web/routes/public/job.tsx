import { data, Link, useLocation, useRouteLoaderData } from "react-router";
import { idParams } from "../../../shared/schemas/common.ts";
import type { Job } from "../../../shared/schemas/jobs.ts";
import { ApplyLink } from "../../components/jobs/apply-link.tsx";
import { BackToResults, nextFromResults } from "../../components/jobs/back-to-results.tsx";
import { GoneJob, type GoneJobData } from "../../components/jobs/gone-job.tsx";
import { JobCard, jobCardData } from "../../components/jobs/job-card.tsx";
import { JobCompanyCard } from "../../components/jobs/job-company-card.tsx";
import {
  CATEGORY_LABELS,
  daysUntil,
  formatDate,
  formatSalary,
  jobPlace,
  TYPE_LABELS,
  timeAgo,
  WORKPLACE_LABELS,
} from "../../components/jobs/job-format.ts";
import { jobPostingJsonLd } from "../../components/jobs/job-posting.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { type RequestValues, requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/job.ts";

const isNotFound = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;

/**
 * Whether a job that is not public was public once: published, and since closed or expired.
 * Such a job answers 410 Gone (search engines drop it for good) with what it was and open jobs
 * like it; drafts, scheduled jobs and jobs whose company is hidden answer 404.
 */
function wasPublic(job: Job, now: number): boolean {
  if (!job.publishedAt || new Date(job.publishedAt).getTime() > now) return false;
  const expired = job.expiresAt !== null && new Date(job.expiresAt).getTime() <= now;
  return job.status === "closed" || (job.status === "published" && expired);
}

/** The 410 page's data, or a 404 thrown for a job that never was public. */
async function goneJob(services: RequestValues["services"], id: string, now: number) {
  const job = await services.jobs.find(id);
  const company = job
    ? await services.companies.getPublic(job.companyId).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      })
    : null;
  if (!job || !company || !wasPublic(job, now)) throw data(null, { status: 404 });
  const similar = await services.jobs.openAlternatives(job);
  const gone: GoneJobData = {
    job: {
      id: job.id,
      title: job.title,
      location: job.location,
      country: job.country,
      workplace: job.workplace,
      category: job.category,
      expiredAt: job.status === "published" ? job.expiresAt : null,
    },
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      tagline: company.tagline,
      initiatives: company.initiatives,
      openJobs: company.openJobs,
    },
    similar: similar.map(jobCardData),
    now,
  };
  return data({ gone }, { status: 410 });
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
      openJobs: company.openJobs,
    },
    descriptionHtml: await services.markdown.toHtml(description),
    summary: await services.markdown.toText(description, { maxLength: 155 }),
    similar: similar.map(jobCardData),
    now,
  };
}

type OpenJobData = Exclude<Route.ComponentProps["loaderData"], { gone: GoneJobData }>;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.gone) {
    const { job, company } = loaderData.gone;
    return pageMeta({
      title: `No longer available: ${job.title} at ${company.name}`,
      description: `This job at ${company.name} has closed. See open jobs like it at Companies that Care.`,
      origin: originOf(matches),
      path: `/jobs/${job.id}`,
      noindex: true,
    });
  }
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
  if (loaderData.gone) return <GoneJob {...loaderData.gone} />;
  return <OpenJob {...loaderData} />;
}

function OpenJob({ job, company, descriptionHtml, similar, now }: OpenJobData) {
  const location = useLocation();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const salary = formatSalary(job);
  const posted = job.publishedAt ?? job.createdAt;
  const closesIn = job.expiresAt ? daysUntil(job.expiresAt, now) : null;
  const facts = [
    { term: "Location", value: jobPlace(job) },
    { term: "Workplace", value: WORKPLACE_LABELS[job.workplace] },
    { term: "Job type", value: TYPE_LABELS[job.employmentType] },
    { term: "Category", value: CATEGORY_LABELS[job.category] },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd
        data={jobPostingJsonLd({ job, company, descriptionHtml, origin: root?.origin ?? "" })}
      />
      <p>
        <BackToResults />
      </p>
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-labelledby="job-title">
          <p className="font-semibold text-ink">
            <Link to={`/companies/${company.slug}`} className="hover:underline">
              {company.name}
            </Link>
          </p>
          <h1 id="job-title" className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
            {job.title}
          </h1>
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {fact.term}
                </dt>
                <dd className="mt-0.5 font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {salary ? (
            <p className="mt-5 text-lg font-semibold" data-testid="job-salary">
              <span className="sr-only">Salary: </span>
              {salary}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-muted">
            Posted <time dateTime={posted}>{timeAgo(posted, now)}</time>
            {job.expiresAt && closesIn !== null ? (
              <>
                {" · "}
                Closes on <time dateTime={job.expiresAt}>{formatDate(job.expiresAt)}</time>
                {closesIn <= 7 ? (
                  <strong className="ml-1 font-semibold text-brand-800">
                    ({closesIn <= 1 ? "last day" : `${closesIn} days left`})
                  </strong>
                ) : null}
              </>
            ) : null}
          </p>
          <div className="mt-6">
            <ApplyLink job={job} companyName={company.name} />
          </div>
          <h2 className="mt-10 text-2xl font-semibold">About the role</h2>
          <Markdown html={descriptionHtml} className="mt-4 max-w-prose" />
          <div className="mt-8 border-t border-gray-200 pt-6">
            <ApplyLink job={job} companyName={company.name} />
          </div>
        </article>
        <div>
          <JobCompanyCard company={company} />
        </div>
      </div>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-jobs" className="mt-16">
          <h2 id="similar-jobs" className="text-2xl font-semibold">
            Similar jobs
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((item) => (
              <li key={item.id}>
                <JobCard
                  job={item}
                  now={now}
                  headingLevel={3}
                  lazy
                  linkState={nextFromResults(location.state)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
