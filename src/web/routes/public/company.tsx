import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { countOf } from "#shared/plural.ts";
import { BackLink } from "../../components/back-link.tsx";
import { CompanyInitiatives } from "../../components/companies/company-initiatives.tsx";
import { CompanyLogo } from "../../components/companies/company-logo.tsx";
import { organizationJsonLd } from "../../components/companies/organization.ts";
import { FactList } from "../../components/fact-list.tsx";
import { JobCard, jobCardData } from "../../components/jobs/job-card.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/company.ts";

const isNotFound = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const key = params.slug.trim();
  if (!key || key.length > 200) throw data(null, { status: 404 });
  const company = await services.companies.getPublic(key).catch((error: unknown) => {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  });
  // An id or a differently written slug still finds the company: send it to the one address.
  if (key !== company.slug) throw redirect(`/companies/${company.slug}`, 301);
  const jobs = await services.jobs.listPublic({ page: 1, pageSize: 50, company: company.slug });
  return {
    company,
    descriptionHtml: await services.markdown.toHtml(company.description),
    summary: await services.markdown.toText(company.description, { maxLength: 155 }),
    jobs: jobs.items.map(jobCardData),
    totalJobs: jobs.total,
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { company, summary, totalJobs } = loaderData;
  return pageMeta({
    title: `${company.name}: jobs and benefits`,
    description:
      summary ||
      `${company.tagline ?? company.name}. ${countOf(totalJobs, { one: "open job", other: "open jobs" })}.`,
    origin: originOf(matches),
    path: `/companies/${company.slug}`,
    // Social networks do not show SVG previews; other logo formats make a fine card image.
    image: company.logoUrl && !company.logoUrl.endsWith(".svg") ? company.logoUrl : null,
  });
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, descriptionHtml, summary, jobs, totalJobs, now } = loaderData;
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const facts = [
    { term: "Industry", value: company.industry },
    { term: "Company size", value: company.size ? `${company.size} employees` : null },
    { term: "Headquarters", value: company.headquarters },
  ].filter((fact) => fact.value);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd data={organizationJsonLd(company, summary, root?.origin ?? "")} />
      <BackLink to="/companies" label="All companies" />
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} width={180} height={60} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{company.name}</h1>
          {company.tagline ? <p className="mt-2 text-lg text-muted">{company.tagline}</p> : null}
          {company.website ? (
            <p className="mt-3">
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {company.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                <span className="sr-only"> (company website, opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {facts.length > 0 ? (
        <FactList
          facts={facts}
          className="mt-6 grid gap-4 rounded-xl border border-gray-200 p-5 sm:grid-cols-3"
        />
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-2xl font-semibold">
            About {company.name}
          </h2>
          {descriptionHtml ? (
            <Markdown html={descriptionHtml} className="mt-4" />
          ) : (
            <p className="mt-4 text-muted">No description yet.</p>
          )}
        </section>
        <section aria-labelledby="initiatives-heading">
          <h2 id="initiatives-heading" className="text-2xl font-semibold">
            How {company.name} supports women
          </h2>
          <CompanyInitiatives initiatives={company.initiatives} />
        </section>
      </div>
      <section aria-labelledby="jobs-heading" className="mt-14">
        <h2 id="jobs-heading" className="text-2xl font-semibold">
          Open jobs at {company.name} <span className="font-normal text-muted">({totalJobs})</span>
        </h2>
        {jobs.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="company-jobs">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} headingLevel={3} lazy />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">
            No open jobs right now.{" "}
            <Link to="/jobs" className="font-semibold text-brand-700 underline">
              Browse all jobs
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
