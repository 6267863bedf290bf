import { Link } from "react-router";
import { CarouselControls } from "../carousel/carousel-controls.tsx";
import { pageRange, pagesOf, useCarousel } from "../carousel/use-carousel.ts";
import { TYPE_LABELS, WORKPLACE_LABELS } from "../jobs/job-format.ts";
import type { HomeJob } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

export const JOBS_PER_PAGE = 2;

function JobCard({ job }: { job: HomeJob }) {
  return (
    <li
      data-testid="job-card"
      className="relative rounded-xl border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
    >
      {job.companyLogoUrl ? (
        <img
          src={job.companyLogoUrl}
          alt=""
          width={240}
          height={80}
          loading="lazy"
          className="mb-3 h-9 w-auto"
        />
      ) : null}
      <div className="min-w-0">
        <h3 className="text-lg font-semibold leading-snug">
          {/* The link covers the whole card (after:), so the card is one tap target. */}
          <Link
            to={`/jobs/${job.id}`}
            className="text-ink after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
          >
            {job.title}
          </Link>
        </h3>
        <p className="mt-1 font-medium text-brand-700">{job.companyName}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm text-muted">
          <li className="rounded-full bg-gray-100 px-3 py-1">
            {job.location ?? WORKPLACE_LABELS[job.workplace]}
          </li>
          <li className="rounded-full bg-gray-100 px-3 py-1">{TYPE_LABELS[job.employmentType]}</li>
          {job.location && job.workplace !== "onsite" ? (
            <li className="rounded-full bg-gray-100 px-3 py-1">
              {WORKPLACE_LABELS[job.workplace]}
            </li>
          ) : null}
        </ul>
      </div>
    </li>
  );
}

/** "Better Jobs start here": the newest public jobs, two per page, wrapping around. */
export function JobsSlider({ jobs }: { jobs: HomeJob[] }) {
  const pages = pagesOf(jobs, JOBS_PER_PAGE);
  const carousel = useCarousel(pages.length);
  const range = (page: number) => pageRange(page, JOBS_PER_PAGE, jobs.length);

  return (
    <section
      aria-labelledby="home-jobs"
      {...carousel.regionProps}
      className="mx-auto max-w-6xl px-4 py-16"
    >
      <SectionHeading
        id="home-jobs"
        title="Better Jobs start here"
        intro="The newest roles at Companies that Care."
        viewAll={{ to: "/jobs", label: "View All Jobs" }}
      />
      {jobs.length === 0 ? (
        <div className="mt-8 rounded-xl bg-brand-50 p-8 text-center">
          <p className="text-2xl font-bold text-brand-800">Oh no!</p>
          <p className="mt-2 text-ink">Looks like there are no jobs available...</p>
        </div>
      ) : (
        <>
          <div className="carousel-slides mt-8">
            {pages.map((pageJobs, index) => (
              <div
                key={pageJobs[0]!.id}
                {...carousel.slideProps(index)}
                className="carousel-slide rounded-xl"
              >
                <ul className="grid gap-4 md:grid-cols-2">
                  {pageJobs.map((job) => (
                    <JobCard key={job.id} job={job} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <CarouselControls
            carousel={carousel}
            itemName="jobs"
            dotLabel={(page) => `Show jobs ${range(page)}`}
            status={(page) => `Showing jobs ${range(page)} of ${jobs.length}`}
          />
        </>
      )}
    </section>
  );
}
