import { data, Link, useRouteLoaderData } from "react-router";
import { countOf } from "../../../shared/plural.ts";
import { idParams } from "../../../shared/schemas/common.ts";
import type { Job } from "../../../shared/schemas/jobs.ts";
import { ApplyLink } from "../../components/jobs/apply-link.tsx";
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
  const { job, company, descriptionHtml, similar, now } = loaderData;
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
        <Link to="/jobs" className="text-sm font-semibold text-brand-700 underline">
          <span aria-hidden="true">← </span>All jobs
        </Link>
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
                    (
                    {closesIn <= 1
                      ? "last day"
                      : `${countOf(closesIn, { one: "day", other: "days" })} left`}
                    )
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
                <JobCard job={item} now={now} headingLevel={3} lazy />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
