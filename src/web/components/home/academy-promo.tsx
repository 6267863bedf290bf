import { Trans } from "@lingui/react/macro";
import { Link } from "../../i18n/link.tsx";
import type { HomeCompany } from "./home-data.ts";
import { LogoImage } from "./logo-image.tsx";

/** A promo for one featured company's learning programmes (the "Academies" banner). */
export function AcademyPromo({ company }: { company: HomeCompany | null }) {
  if (!company) return null;
  const { name } = company;
  return (
    <section aria-labelledby="home-academy" className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid items-center gap-8 overflow-hidden rounded-2xl bg-brand-800 p-8 text-white md:grid-cols-[1fr_auto] md:p-12">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
            <Trans>Learn while you earn</Trans>
          </p>
          <h2 id="home-academy" className="mt-2 text-3xl font-bold tracking-tight">
            <Trans>The {name} Academies</Trans>
          </h2>
          {company.tagline ? <p className="mt-2 text-brand-100">{company.tagline}</p> : null}
          <p className="mt-4 max-w-2xl text-lg text-white">
            <Trans>
              Free academies that train new joiners and career returners in-house, with mentors,
              paid learning time and a role waiting at the end.
            </Trans>
          </p>
          <Link
            to={`/companies/${company.slug}`}
            className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Trans>Discover the {name} Academies</Trans>
          </Link>
        </div>
        {company.logoUrl ? (
          <div className="hidden rounded-xl bg-white p-6 md:block">
            <LogoImage src={company.logoUrl} className="h-20 w-auto" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
