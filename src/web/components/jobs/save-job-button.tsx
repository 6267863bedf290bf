import { Trans } from "@lingui/react/macro";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "../../components/use-hydrated.ts";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import { useIsSaved } from "./use-saved-job.ts";

/** What the save button's background post answers (features/saved-jobs/save-job-action). */
export type SaveJobAnswer = { saved: boolean; error?: string };

/** The anchor a job's card or page carries, so a post without script comes back to it. */
export const jobAnchor = (jobId: string) => `job-${jobId}`;

/**
 * Save or unsave a job, for members; a visitor is asked to sign in first and comes back with
 * it saved. With script, the form is sent in the background and the page stays where it is;
 * without, it is posted and the answer leads back to the same page, at the same job.
 */
export function SaveJobButton({ jobId, title, large = false }: SaveJobButtonProps) {
  const fetcher = useFetcher<SaveJobAnswer>();
  const { pathname, search } = useLocation();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const marked = useIsSaved(jobId);
  const sending = fetcher.formData?.get("intent");
  const saved = sending ? sending === "save" : (fetcher.data?.saved ?? marked);
  const size = large ? "min-h-12 rounded-3xl px-6 py-3" : "rounded-full px-3 py-1.5 text-sm";
  return (
    <fetcher.Form method="post" action={localize("/account/saved-jobs")} preventScrollReset>
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}#${jobAnchor(jobId)}`} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={saved}
        data-testid="save-job"
        className={`inline-flex items-center gap-1.5 border border-brand-700 font-semibold ${size} ${
          saved ? "bg-brand-700 text-white hover:bg-brand-800" : "text-brand-700 hover:bg-brand-50"
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" strokeWidth="2">
          <path
            d="M6 3h12v18l-6-4-6 4z"
            fill={saved ? "currentColor" : "none"}
            stroke="currentColor"
            strokeLinejoin="round"
          />
        </svg>
        {saved ? (
          <Trans>
            Saved<span className="sr-only"> {title}</span>
          </Trans>
        ) : (
          <Trans>
            Save<span className="sr-only"> {title}</span>
          </Trans>
        )}
      </button>
      {fetcher.data?.error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

type SaveJobButtonProps = {
  jobId: string;
  /** Named to screen readers, as each card's button would otherwise read the same. */
  title: string;
  /** The job page's own button, beside Apply. */
  large?: boolean;
};
