import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type QueryFunction,
} from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { ApiError, api, describeError, TOKEN_KEY } from "../../lib/api-client.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** Every admin query is keyed by its API path: ["/jobs?status=draft"], ["/jobs/{id}"]. */
    queryKey: readonly [path: string, ...rest: unknown[]];
    /** The API paths a mutation changes: queries whose path starts with one of them reload. */
    mutationMeta: { invalidates?: readonly string[] };
  }
}

/** A call refused because the admin's session ended: the admin area sends them to sign in. */
const isSessionExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What to tell the admin about a failed call; nothing when it only meant signing in again. */
export const failureMessage = (error: unknown): string | null =>
  error && !isSessionExpired(error) ? describeError(error) : null;

const getPath: QueryFunction = ({ queryKey: [path], signal }) => api.get(path, signal);

function adminQueryClient(navigate: NavigateFunction): QueryClient {
  // Once for every query and mutation: sign in again, then come back to where the admin was.
  const onError = (error: unknown) => {
    if (!isSessionExpired(error)) return;
    localStorage.removeItem(TOKEN_KEY);
    const back = `${window.location.pathname}${window.location.search}`;
    navigate(`/admin/login?redirectTo=${encodeURIComponent(back)}`, { replace: true });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: (_data, _variables, _context, mutation) => {
        const changed = mutation.meta?.invalidates ?? [];
        return client.invalidateQueries({
          predicate: ({ queryKey: [path] }) => changed.some((prefix) => path.startsWith(prefix)),
        });
      },
    }),
    defaultOptions: {
      // A refused call is shown at once with its own "Try again"; a form is never refilled
      // behind the admin's back because the window regained focus.
      queries: { queryFn: getPath, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The admin area's one query cache; public pages never load it. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [client] = useState(() => adminQueryClient(navigate));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
