import type { RequestValues } from "../../lib/context.ts";

/**
 * Which of `jobIds` the signed-in member saved, for the marks on job cards. Only a request that
 * carries the session cookie asks, so a visitor's page stays cacheable; a member's is then
 * personal (no-store), as it shows her own choices.
 */
export async function savedJobIds(
  { session, services }: RequestValues,
  jobIds: readonly string[],
): Promise<string[]> {
  if (jobIds.length === 0 || !session.token()) return [];
  const viewer = await session.viewer();
  if (!viewer) return [];
  return [...(await services.savedJobs.savedAmong(viewer, jobIds))];
}
