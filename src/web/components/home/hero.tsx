import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * The page's only h1, and the job search under it. Not a labelled region: the search landmark
 * inside it stays top-level.
 */
export function Hero({ openJobs, search }: { openJobs: number; search: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pb-16 pt-14 text-center md:pt-24">
        <h1 className="text-4xl font-bold tracking-tight text-ink md:text-6xl">
          {/* SITE_TAGLINE (#shared/site.ts), in the page's language. */}
          <Trans>A Career Platform for Diverse Talent</Trans>
        </h1>
        <p className="mt-4 text-xl text-brand-800 md:text-2xl">
          <Trans>Find Jobs at Companies that Care</Trans>
        </p>
        {search}
        {openJobs > 0 ? (
          <p className="mt-4 text-ink">
            <Plural
              value={openJobs}
              one="# open job at Companies that Care right now."
              other="# open jobs at Companies that Care right now."
            />
          </p>
        ) : null}
      </div>
    </section>
  );
}
