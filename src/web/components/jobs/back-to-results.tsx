import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../../i18n/link.tsx";
import { useHydrated } from "../use-hydrated.ts";

/**
 * Where a job page was opened from: the results' address, and how many history entries back
 * they are (1 from a result card, one more for each "similar job" followed from there). Kept in
 * the history entry's state, not the URL, so job addresses stay clean and shareable.
 */
export type FromResults = { results: string; depth: number };
type State = { fromResults?: unknown } | null | undefined;

/** Further than this, going back through history is more surprising than a fresh list. */
const MAX_DEPTH = 20;
const BASE = "http://results.invalid";

/**
 * Link state for a result card on /jobs: `results` is the list's own address, in English (no
 * language prefix); the link back adds the page's language.
 */
export const fromResults = (results: string) => ({
  fromResults: { results, depth: 1 } satisfies FromResults,
});

/**
 * The state as written by fromResults or nextFromResults, or null. History state outlives
 * deploys and can be written by any script on the page: only a /jobs address on this site and a
 * small whole depth are accepted.
 */
export function readFromResults(state: unknown): FromResults | null {
  const from = (state as State)?.fromResults as Partial<FromResults> | undefined;
  if (typeof from?.results !== "string" || !from.results.startsWith("/jobs")) return null;
  const { depth } = from;
  if (typeof depth !== "number" || !Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH)
    return null;
  let url: URL;
  try {
    url = new URL(from.results, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname !== "/jobs") return null;
  return { results: `/jobs${url.search}`, depth };
}

/** Link state for a link from one job page to another: the results are one entry further back. */
export function nextFromResults(state: unknown) {
  const from = readFromResults(state);
  return from && from.depth < MAX_DEPTH
    ? { fromResults: { results: from.results, depth: from.depth + 1 } satisfies FromResults }
    : undefined;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * "Back to results" on a job page opened from a search: it goes back through history to that
 * very entry, so the list comes back with its search, page and scroll position (React Router's
 * ScrollRestoration restores it on back navigation); its href is the exact list address, for a
 * new tab or a copied link. Opened any other way (a shared link, a new tab), it is "All jobs".
 */
export function BackToResults() {
  const location = useLocation();
  const navigate = useNavigate();
  // History state is unknown on the server: read it once hydrated, so the markup matches.
  const from = useHydrated() ? readFromResults(location.state) : null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!from || modified(event)) return;
    event.preventDefault();
    navigate(-from.depth);
  };
  return (
    <Link
      to={from?.results ?? "/jobs"}
      onClick={onClick}
      className="text-sm font-semibold text-brand-700 underline"
    >
      <span aria-hidden="true">← </span>
      {from && from.results !== "/jobs" ? <Trans>Back to results</Trans> : <Trans>All jobs</Trans>}
    </Link>
  );
}
