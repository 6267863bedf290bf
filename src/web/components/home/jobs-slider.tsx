import { Trans, useLingui } from "@lingui/react/macro";
import { TYPE_LABELS, WORKPLACE_LABELS } from "../../i18n/labels.ts";
import { CardTitle } from "../card.tsx";
import { PagedCarouselControls } from "../carousel/carousel-controls.tsx";
import { CarouselSlides } from "../carousel/carousel-slides.tsx";
import { pagesOf, useCarousel } from "../carousel/use-carousel.ts";
import type { HomeJob } from "./home-data.ts";
import { LogoImage } from "./logo-image.tsx";
import { HomeSection } from "./section-heading.tsx";

export const JOBS_PER_PAGE = 2;

function JobCard({ job }: { job: HomeJob }) {
  const { i18n } = useLingui();
  return (
    <li
      data-testid="job-card"
      className="relative rounded-xl border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
    >
      {job.companyLogoUrl ? (
        <LogoImage src={job.companyLogoUrl} className="mb-3 h-9 w-auto" />
      ) : null}
      <div className="min-w-0">
        <CardTitle to={`/jobs/${job.id}`} className="leading-snug" roundCorners>
          <span lang={job.language}>{job.title}</span>
        </CardTitle>
        <p className="mt-1 font-medium text-brand-700">{job.companyName}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm text-muted">
          <li className="rounded-full bg-gray-100 px-3 py-1">
            {job.location ?? i18n._(WORKPLACE_LABELS[job.workplace])}
          </li>
          <li className="rounded-full bg-gray-100 px-3 py-1">
            {i18n._(TYPE_LABELS[job.employmentType])}
          </li>
          {job.location && job.workplace !== "onsite" ? (
            <li className="rounded-full bg-gray-100 px-3 py-1">
              {i18n._(WORKPLACE_LABELS[job.workplace])}
            </li>
          ) : null}
        </ul>
      </div>
    </li>
  );
}

/** "Better Jobs start here": the newest public jobs, two per page, wrapping around. */
export function JobsSlider({ jobs }: { jobs: HomeJob[] }) {
  const { t } = useLingui();
  const pages = pagesOf(jobs, JOBS_PER_PAGE);
  const carousel = useCarousel(pages.length);

  return (
    <HomeSection
      id="home-jobs"
      {...carousel.regionProps}
      title={<Trans>Better Jobs start here</Trans>}
      intro={<Trans>The newest roles at Companies that Care.</Trans>}
      viewAll={{ to: "/jobs", label: t`View All Jobs` }}
    >
      {jobs.length === 0 ? (
        <div className="mt-8 rounded-xl bg-brand-50 p-8 text-center">
          <p className="text-2xl font-bold text-brand-800">
            <Trans>Oh no!</Trans>
          </p>
          <p className="mt-2 text-ink">
            <Trans>Looks like there are no jobs available...</Trans>
          </p>
        </div>
      ) : (
        <>
          <CarouselSlides
            carousel={carousel}
            slides={pages}
            keyOf={(pageJobs) => pageJobs[0]!.id}
            className="mt-8"
            slideClassName="rounded-xl"
          >
            {(pageJobs) => (
              <ul className="grid gap-4 md:grid-cols-2">
                {pageJobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </ul>
            )}
          </CarouselSlides>
          <PagedCarouselControls
            carousel={carousel}
            pageSize={JOBS_PER_PAGE}
            total={jobs.length}
            previousLabel={t`Previous jobs`}
            nextLabel={t`Next jobs`}
            dotLabel={({ first, last }) => t`Show jobs ${first} to ${last}`}
            status={({ first, last, total }) => t`Showing jobs ${first} to ${last} of ${total}`}
          />
        </>
      )}
    </HomeSection>
  );
}
