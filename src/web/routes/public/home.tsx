import { Link } from "react-router";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/home.ts";

export function meta() {
  return [
    { title: "Career Platform | Jobs at Companies that Care" },
    {
      name: "description",
      content:
        "A career platform for diverse talent in Asia: find jobs at companies with equal pay, flexible working and paid parental leave.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const newest = await services.jobs.listPublic({ page: 1, pageSize: 6 });
  return { jobs: newest.items, total: newest.total };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { jobs, total } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">A Career Platform for Diverse Talent</h1>
      <p className="mt-3 text-lg text-muted">Find Jobs at Companies that Care</p>
      <section aria-labelledby="newest-jobs" className="mt-12">
        <h2 id="newest-jobs" className="text-2xl font-semibold">
          Better Jobs start here
        </h2>
        {jobs.length === 0 ? (
          <div className="mt-6 rounded-lg bg-brand-50 p-6">
            <p className="font-semibold">Oh no!</p>
            <p>Looks like there are no jobs available...</p>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {jobs.map((job) => (
              <li
                key={job.id}
                className="rounded-lg border border-gray-200 p-5"
                data-testid="job-card"
              >
                <h3 className="text-lg font-semibold">
                  <Link to={`/jobs/${job.id}`} className="text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                </h3>
                <p className="mt-1 text-muted">
                  {job.company.name} · {job.location ?? "Remote"}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 text-muted">{total} open jobs at Companies that Care.</p>
      </section>
    </main>
  );
}
