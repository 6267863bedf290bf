import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "../../i18n/link.tsx";
import type { HomeCompany } from "./home-data.ts";
import { LogoImage } from "./logo-image.tsx";

function LogoList({ companies, copy }: { companies: HomeCompany[]; copy: boolean }) {
  return (
    // The second copy only makes the loop seamless: hidden from assistive tech and the tab order.
    <ul
      className={`flex shrink-0 items-center ${copy ? "home-marquee-copy" : ""}`}
      aria-hidden={copy ? "true" : undefined}
    >
      {companies.map((company) => (
        <li key={company.slug} className="shrink-0 px-6">
          <Link
            to={`/companies/${company.slug}`}
            tabIndex={copy ? -1 : undefined}
            className="flex h-16 items-center rounded-md opacity-90 grayscale-[35%] hover:opacity-100 hover:grayscale-0"
          >
            {company.logoUrl ? (
              <LogoImage
                src={company.logoUrl}
                alt={copy ? "" : company.name}
                className="h-12 w-auto"
              />
            ) : (
              <span className="text-lg font-bold text-ink">{company.name}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Featured companies, scrolling sideways (CSS in app.css, "Home"). It stops on hover, on focus
 * and with the pause button (WCAG 2.2.2), and stands still for people who ask for reduced motion.
 */
export function LogoStrip({ companies }: { companies: HomeCompany[] }) {
  const [paused, setPaused] = useState(false);
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby="home-companies" className="border-y border-gray-200 bg-white py-8">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <h2
          id="home-companies"
          className="text-sm font-semibold uppercase tracking-wide text-muted"
        >
          <Trans>Featured Companies that Care</Trans>
        </h2>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="home-marquee-toggle shrink-0 rounded-full border border-gray-300 px-3 py-1 text-sm font-medium text-ink hover:border-brand-700"
        >
          {/* One sentence per state ("Pause the scrolling logos"), the object read only aloud. */}
          {paused ? (
            <Trans comment="A button that restarts the scrolling company logos">
              Play<span className="sr-only"> the scrolling logos</span>
            </Trans>
          ) : (
            <Trans comment="A button that stops the scrolling company logos">
              Pause<span className="sr-only"> the scrolling logos</span>
            </Trans>
          )}
        </button>
      </div>
      <div className="home-marquee mt-4" data-paused={paused ? "true" : undefined}>
        <div className="home-marquee-track flex w-max">
          <LogoList companies={companies} copy={false} />
          <LogoList companies={companies} copy />
        </div>
      </div>
    </section>
  );
}
