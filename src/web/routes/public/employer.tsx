import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EmployerCompany } from "#shared/schemas/employers.ts";
import { SITE_NAME } from "#shared/site.ts";
import { requireMember } from "../../features/account/member.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { MEMBER_ROLE_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/employer.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Employer workspace`,
    description: t(i18n)`Your companies on ${SITE_NAME}.`,
    matches,
    path: "/employer",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  return {
    companies: await values.services.employers.companiesOf(member),
    emailVerified: member.emailVerified,
  };
}

const linkClass = "font-semibold text-brand-700 underline";

/** Where one company stands with the platform, in words its people can act on. */
function CompanyStanding({ company }: { company: EmployerCompany }) {
  const { name, declineReason } = company;
  if (company.status === "pending") {
    return (
      <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
        <Trans>
          Waiting for approval: we check every company before it appears on the site, usually within
          two working days, and e-mail you when {name} is approved.
        </Trans>
      </p>
    );
  }
  if (company.status === "declined") {
    return (
      <div className="mt-2 rounded-md bg-red-50 px-3 py-2 text-red-900">
        <p>
          <Trans>We could not list {name} as it stands. Our reason:</Trans>
        </p>
        <p className="mt-1 whitespace-pre-line">{declineReason}</p>
        <p className="mt-1">
          <Link to="/contact" className={linkClass}>
            <Trans>Write to us</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <p className="mt-2">
      <Link to={`/companies/${company.slug}`} className={linkClass}>
        <Trans>See its public page</Trans>
      </Link>
    </p>
  );
}

/** The way into a company's jobs: while it waits too, to prepare drafts. */
function OpenCompany({ company }: { company: EmployerCompany }) {
  if (company.status === "declined") return null;
  const name = company.name;
  return (
    <p className="mt-3">
      <Link
        to={`/employer/companies/${company.id}`}
        className="inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Jobs at {name}</Trans>
      </Link>
    </p>
  );
}

/** /employer: the companies she works for and where each stands; the way to sign one up. */
export default function EmployerWorkspace({ loaderData }: Route.ComponentProps) {
  const { companies, emailVerified } = loaderData;
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">
        <Trans>Employer workspace</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold">
        <Trans>Your companies</Trans>
      </h1>
      {emailVerified ? null : (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <Trans>
            Confirm your e-mail address with the link we sent you: you can post jobs and review
            applicants once it is confirmed.
          </Trans>{" "}
          <Link to="/verify-email" className={linkClass}>
            <Trans>Need a new link?</Trans>
          </Link>
        </p>
      )}
      {companies.length === 0 ? (
        <p className="mt-6">
          <Trans>You do not work for any company on {SITE_NAME} yet.</Trans>
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {companies.map((company) => (
            <li
              key={company.id}
              className="rounded-lg border border-gray-200 p-5"
              data-testid="employer-company"
            >
              <h2 className="text-xl font-bold">{company.name}</h2>
              <p className="text-sm text-muted">{i18n._(MEMBER_ROLE_LABELS[company.role])}</p>
              <CompanyStanding company={company} />
              <OpenCompany company={company} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to="/employer/join" className={linkClass}>
          {companies.length === 0 ? (
            <Trans>Sign your company up</Trans>
          ) : (
            <Trans>Sign up another company</Trans>
          )}
        </Link>
      </p>
    </div>
  );
}
