import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SITE_NAME } from "#shared/site.ts";
import { ContentPage, FeatureList, PageSection } from "../../components/content-page.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/about.ts";

const VALUES = [
  {
    title: msg`Inclusivity`,
    text: msg`Talent is everywhere; opportunity is not. We build for women at every stage, including career changers, returners after a break, working parents and people outside the big cities, and we ask the companies we list to do the same.`,
  },
  {
    title: msg`Excellence`,
    text: msg`A job board is only useful if it can be trusted. We check every employer's commitments before they join, keep listings current and remove closed roles quickly, so your time goes to opportunities that are real.`,
  },
  {
    title: msg`Innovation`,
    text: msg`We look for better ways to match people with work, from searching by the benefits that matter to you to events and videos that answer the questions job adverts leave out. We test new ideas with our community first.`,
  },
] as const;

const TEAM = [
  {
    name: "Mei Ling Tan",
    role: msg`Co-founder & Chief Executive`,
    photo: "/images/team/1.svg",
    bio: msg`Spent fifteen years in regional HR leadership before starting the platform to make good employers easier to find.`,
  },
  {
    name: "Priya Raman",
    role: msg`Head of Employer Partnerships`,
    photo: "/images/team/2.svg",
    bio: msg`Works with every Company that Cares on the commitments behind their profile, and on keeping them.`,
  },
  {
    name: "Aiko Nakamura",
    role: msg`Head of Community & Events`,
    photo: "/images/team/3.svg",
    bio: msg`Runs our workshops, panels and career fairs across Asia, online and in person.`,
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`About Us`,
    description: t(
      i18n,
    )`${SITE_NAME} connects diverse talent, mainly women in Asia, with Companies that Care. Our mission, our values and the team behind it.`,
    matches,
    path: "/about",
  });
}

export default function About() {
  const { i18n } = useLingui();
  const values = VALUES.map((value) => ({ title: i18n._(value.title), text: i18n._(value.text) }));
  return (
    <ContentPage title={<Trans>About {SITE_NAME}</Trans>}>
      <PageSection id="mission" title={<Trans>Our mission</Trans>} className="mt-8">
        <p className="mt-4 max-w-3xl text-lg">
          <Trans>
            We help diverse talent, and especially women across Asia, build careers at companies
            that back their words with action: equal pay, flexible working, paid parental leave and
            real routes into leadership. Every employer on {SITE_NAME} is a Company that Cares, and
            every profile shows exactly which commitments it has made, so you can choose where to
            work with your eyes open.
          </Trans>
        </p>
      </PageSection>

      <PageSection id="values" title={<Trans>Our values</Trans>}>
        <FeatureList items={values} />
      </PageSection>

      <PageSection id="team" title={<Trans>Our team</Trans>}>
        <ul className="mt-6 grid gap-8 sm:grid-cols-3">
          {TEAM.map(({ name, ...person }) => (
            <li key={name} className="text-center">
              <img
                src={person.photo}
                alt={t(i18n)`Portrait of ${name}`}
                width={320}
                height={320}
                loading="lazy"
                className="mx-auto h-40 w-40 rounded-full object-cover"
              />
              <h3 className="mt-4 text-lg font-semibold">{name}</h3>
              <p className="font-medium text-brand-700">{i18n._(person.role)}</p>
              <p className="mt-2 text-sm text-muted">{i18n._(person.bio)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="join" className="mt-12 rounded-lg border border-gray-200 p-6">
        <h2 id="join" className="text-xl font-semibold">
          <Trans>Work with us</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            Looking for your next role?{" "}
            <Link to="/jobs" className="font-semibold text-brand-700 underline">
              Search jobs
            </Link>
            . Hiring and want to be listed?{" "}
            <Link to="/for-employers" className="font-semibold text-brand-700 underline">
              Become a Company that Cares
            </Link>
            . Anything else?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Get in touch
            </Link>
            .
          </Trans>
        </p>
      </section>
    </ContentPage>
  );
}
