import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "./admin-queries.tsx";

/**
 * Loads an admin API resource by its path (null waits); a failure becomes a readable message,
 * never a blank screen. An ended session is handled by the admin query client.
 */
export function useApiQuery<T>(path: string | null) {
  const query = useQuery<T>({ queryKey: [path ?? ""], enabled: path !== null });
  return {
    data: query.data ?? null,
    error: failureMessage(query.error),
    loading: query.isLoading,
    reload: () => void query.refetch(),
  };
}
