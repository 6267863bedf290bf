import type { ComponentProps, ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "../../i18n/link.tsx";
import { BackToResults, nextFromResults } from "./back-to-results.tsx";
import { JobCard, type JobCardData } from "./job-card.tsx";
import { JobCompanyCard } from "./job-company-card.tsx";

type JobPageLayoutProps = {
  title: string;
  /** The language the job is written in. */
  lang: string;
  company: ComponentProps<typeof JobCompanyCard>["company"];
  /** Open jobs to go on to, under `similarHeading`. */
  similar: JobCardData[];
  similarHeading: string;
  now: number;
  /** Below a long description the cards are off screen: their logos can wait. */
  lazySimilar?: boolean;
  /** The article under the job's title. */
  children: ReactNode;
};

/**
 * What every job page shares, open or closed: the way back to the results, the company and the
 * title, the company's card beside them, and open jobs to go on to.
 */
export function JobPageLayout({
  title,
  lang,
  company,
  similar,
  similarHeading,
  now,
  lazySimilar = false,
  children,
}: JobPageLayoutProps) {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
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
          <h1
            id="job-title"
            lang={lang}
            className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {title}
          </h1>
          {children}
        </article>
        <div>
          <JobCompanyCard company={company} />
        </div>
      </div>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-jobs" className="mt-16">
          <h2 id="similar-jobs" className="text-2xl font-semibold">
            {similarHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((item) => (
              <li key={item.id}>
                <JobCard
                  job={item}
                  now={now}
                  headingLevel={3}
                  lazy={lazySimilar}
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
