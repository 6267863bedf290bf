import { countOf } from "#shared/plural.ts";
import { HeroSearch } from "./hero-search.tsx";

/** The page's only h1. Not a labelled region: the search landmark inside it stays top-level. */
export function Hero({ openJobs }: { openJobs: number }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-16 pt-14 text-center md:pt-24">
        <h1 className="text-4xl font-bold tracking-tight text-ink md:text-6xl">
          A Career Platform for Diverse Talent
        </h1>
        <p className="mt-4 text-xl text-brand-800 md:text-2xl">Find Jobs at Companies that Care</p>
        <HeroSearch />
        {openJobs > 0 ? (
          <p className="mt-4 text-ink">
            {countOf(openJobs, { one: "open job", other: "open jobs" })} at Companies that Care
            right now.
          </p>
        ) : null}
      </div>
    </section>
  );
}
