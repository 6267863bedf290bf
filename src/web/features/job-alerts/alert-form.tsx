import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { useHydrated } from "../../components/use-hydrated.ts";
import { Link } from "../../i18n/link.tsx";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import type { AlertAnswer } from "./alert-actions.server.ts";

/**
 * "Alert me about jobs like these": keeps the search on screen (its words and every filter)
 * as a job alert, daily or weekly. With script it is sent in the background and says so here;
 * without, it leads to the alerts page. A visitor is asked to sign in first.
 */
export function AlertForm({ search, label }: { search: string; label: string }) {
  const fetcher = useFetcher<AlertAnswer>();
  const { t } = useLingui();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      action={localize("/account/alerts")}
      className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-4 py-3"
    >
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="search" value={search} />
      <input type="hidden" name="label" value={label} />
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <label htmlFor="alert-frequency" className="text-sm font-semibold">
        <Trans>Alert me about jobs like these</Trans>
      </label>
      <select
        id="alert-frequency"
        name="frequency"
        defaultValue="daily"
        className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm"
      >
        <option value="daily">{t`Daily`}</option>
        <option value="weekly">{t`Weekly`}</option>
      </select>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        <Trans>Create alert</Trans>
      </button>
      <div aria-live="polite" className="w-full text-sm empty:hidden">
        {answer?.done ? (
          <p data-testid="alert-created">
            <Trans>
              Alert created. We will e-mail you new jobs for this search.{" "}
              <Link to="/account/alerts" className="font-semibold text-brand-700 underline">
                Manage your alerts
              </Link>
            </Trans>
          </p>
        ) : answer?.message ? (
          <p role="alert" className="text-red-800">
            {answer.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
