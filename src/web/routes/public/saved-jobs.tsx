import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { JobCard, jobCardData } from "../../components/jobs/job-card.tsx";
import type { SaveJobAnswer } from "../../components/jobs/save-job-button.tsx";
import { AccountShell } from "../../features/account/account-shell.tsx";
import { requireMember } from "../../features/account/member.server.ts";
import { saveJobAction } from "../../features/saved-jobs/save-job-action.server.ts";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/saved-jobs.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Saved jobs`,
    description: t(i18n)`The jobs you saved to come back to.`,
    matches,
    path: "/account/saved-jobs",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const values = context.get(requestContext);
  const member = await requireMember(request, values);
  const saved = await values.services.savedJobs.list(member);
  return {
    saved: saved.map((item) => ({ job: jobCardData(item.job), open: item.open })),
    savedJobIds: saved.map((item) => item.job.id),
    now: Date.now(),
  };
}

/** Every save button of the site posts here (see save-job-action.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return saveJobAction(request, context.get(requestContext));
}

/** /account/saved-jobs: what she saved, the latest first; a job that closed says so. */
export default function SavedJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, now } = loaderData;
  const refused = (actionData as SaveJobAnswer | undefined)?.error;
  return (
    <AccountShell title={<Trans>Saved jobs</Trans>}>
      {refused ? (
        <p role="alert" className="mb-6 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {refused}
        </p>
      ) : null}
      {saved.length === 0 ? (
        <p>
          <Trans>
            You have not saved any jobs yet. Use the Save button on a job to keep it here.{" "}
            <Link to="/jobs" className="font-semibold text-brand-700 underline">
              Find jobs
            </Link>
          </Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {saved.map((item) => (
            <li key={item.job.id}>
              <JobCard job={item.job} now={now} closed={!item.open} />
            </li>
          ))}
        </ul>
      )}
    </AccountShell>
  );
}
