import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { INITIATIVES } from "#shared/constants.ts";
import { SITE_NAME } from "#shared/site.ts";
import { ContentPage, FeatureList, PageSection } from "../../components/content-page.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/for-employers.ts";

const REASONS = [
  {
    title: msg`Reach talent that is looking for you`,
    text: msg`Our audience is women across Asia who choose employers by how they treat people. Candidates who find you here already know what you stand for.`,
  },
  {
    title: msg`Show your commitments, not just claims`,
    text: msg`Your company profile lists the initiatives you offer, and job seekers can filter by them, so equal pay or paid parental leave becomes a reason to apply.`,
  },
  {
    title: msg`Meet candidates in person and online`,
    text: msg`Companies that Care take part in our workshops, panels and career fairs, and can share their stories in our blog and video library.`,
  },
] as const;

const STEPS = [
  msg`Sign your company up: tell us about it and the initiatives you offer, with a line on how you offer each.`,
  msg`We check your company, usually within two working days. Once approved, its profile is public, and each initiative we have checked shows as verified.`,
  msg`Post your jobs, invite your colleagues and review applicants in your employer workspace.`,
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`For Employers: Become a Company that Cares`,
    description: t(
      i18n,
    )`List your jobs on ${SITE_NAME} and reach diverse talent across Asia. See the 12 initiatives Companies that Care offer and how to get listed.`,
    matches,
    path: "/for-employers",
  });
}

export default function ForEmployers() {
  const { i18n } = useLingui();
  const reasons = REASONS.map((reason) => ({
    title: i18n._(reason.title),
    text: i18n._(reason.text),
  }));
  return (
    <ContentPage title={<Trans>Become a Company that Cares</Trans>}>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        <Trans>
          {SITE_NAME} lists jobs only at employers that support women at work in practical, visible
          ways. If that is you, we would love to help you hire.
        </Trans>
      </p>
      <p className="mt-6">
        <Link
          to="/employer/join"
          className="inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Sign your company up</Trans>
        </Link>
      </p>

      <PageSection id="why" title={<Trans>Why become a Company that Cares</Trans>}>
        <FeatureList items={reasons} />
      </PageSection>

      <PageSection id="initiatives" title={<Trans>The 12 initiatives</Trans>}>
        <p className="mt-3 max-w-3xl">
          <Trans>
            Companies that Care offer several of these benefits. Each one you offer is shown on your
            profile and in company search.
          </Trans>
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="initiatives">
          {INITIATIVES.map((initiative) => (
            <li
              key={initiative.key}
              className="flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 font-medium"
            >
              <span
                aria-hidden="true"
                className="flex h-6 w-6 flex-none items-center justify-center rounded-full bg-brand-700 text-sm text-white"
              >
                ✓
              </span>
              <Link
                to={`/companies?initiative=${initiative.key}`}
                className="text-ink hover:text-brand-700 hover:underline"
              >
                {i18n._(INITIATIVE_LABELS[initiative.key])}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how" title={<Trans>How to list your jobs</Trans>}>
        <ol className="mt-6 space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 flex-none items-center justify-center rounded-full border-2 border-brand-700 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <p className="pt-1">{i18n._(step)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 rounded-lg bg-gray-100 p-6">
          <Trans>
            Have questions first?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact our employer partnerships team
            </Link>{" "}
            and we will reply within two working days.
          </Trans>
        </p>
      </PageSection>
    </ContentPage>
  );
}
