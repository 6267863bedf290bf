import { useMatches } from "react-router";

/**
 * Whether the job is among those the page's loaders marked saved (`savedJobIds` in any matched
 * route's data): a card needs no prop threaded through every list that shows it.
 */
export function useIsSaved(jobId: string): boolean {
  return useMatches().some((match) => {
    const ids = (match.loaderData as { savedJobIds?: unknown } | undefined)?.savedJobIds;
    return Array.isArray(ids) && ids.includes(jobId);
  });
}
