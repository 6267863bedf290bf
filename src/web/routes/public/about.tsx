import { Link } from "react-router";
import { SITE_NAME } from "#shared/site.ts";
import { ContentPage, FeatureList, PageSection } from "../../components/content-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/about.ts";

const VALUES = [
  {
    title: "Inclusivity",
    text: "Talent is everywhere; opportunity is not. We build for women at every stage, including career changers, returners after a break, working parents and people outside the big cities, and we ask the companies we list to do the same.",
  },
  {
    title: "Excellence",
    text: "A job board is only useful if it can be trusted. We check every employer's commitments before they join, keep listings current and remove closed roles quickly, so your time goes to opportunities that are real.",
  },
  {
    title: "Innovation",
    text: "We look for better ways to match people with work, from searching by the benefits that matter to you to events and videos that answer the questions job adverts leave out. We test new ideas with our community first.",
  },
] as const;

const TEAM = [
  {
    name: "Mei Ling Tan",
    role: "Co-founder & Chief Executive",
    photo: "/images/team/1.svg",
    bio: "Spent fifteen years in regional HR leadership before starting the platform to make good employers easier to find.",
  },
  {
    name: "Priya Raman",
    role: "Head of Employer Partnerships",
    photo: "/images/team/2.svg",
    bio: "Works with every Company that Cares on the commitments behind their profile, and on keeping them.",
  },
  {
    name: "Aiko Nakamura",
    role: "Head of Community & Events",
    photo: "/images/team/3.svg",
    bio: "Runs our workshops, panels and career fairs across Asia, online and in person.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "About Us",
    description: `${SITE_NAME} connects diverse talent, mainly women in Asia, with Companies that Care. Our mission, our values and the team behind it.`,
    matches,
    path: "/about",
  });
}

export default function About() {
  return (
    <ContentPage title={`About ${SITE_NAME}`}>
      <PageSection id="mission" title="Our mission" className="mt-8">
        <p className="mt-4 max-w-3xl text-lg">
          We help diverse talent, and especially women across Asia, build careers at companies that
          back their words with action: equal pay, flexible working, paid parental leave and real
          routes into leadership. Every employer on {SITE_NAME} is a Company that Cares, and every
          profile shows exactly which commitments it has made, so you can choose where to work with
          your eyes open.
        </p>
      </PageSection>

      <PageSection id="values" title="Our values">
        <FeatureList items={VALUES} />
      </PageSection>

      <PageSection id="team" title="Our team">
        <ul className="mt-6 grid gap-8 sm:grid-cols-3">
          {TEAM.map((person) => (
            <li key={person.name} className="text-center">
              <img
                src={person.photo}
                alt={`Portrait of ${person.name}`}
                width={320}
                height={320}
                loading="lazy"
                className="mx-auto h-40 w-40 rounded-full object-cover"
              />
              <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
              <p className="font-medium text-brand-700">{person.role}</p>
              <p className="mt-2 text-sm text-muted">{person.bio}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="join" className="mt-12 rounded-lg border border-gray-200 p-6">
        <h2 id="join" className="text-xl font-semibold">
          Work with us
        </h2>
        <p className="mt-2">
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
        </p>
      </section>
    </ContentPage>
  );
}
