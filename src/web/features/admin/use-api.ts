import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api, describeError, TOKEN_KEY } from "../../lib/api-client.ts";

/** Sends an admin whose session ended to sign in again, and back here afterwards. */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        localStorage.removeItem(TOKEN_KEY);
        const back = `${location.pathname}${location.search}`;
        navigate(`/admin/login?redirectTo=${encodeURIComponent(back)}`, { replace: true });
        return true;
      }
      return false;
    },
    [navigate, location.pathname, location.search],
  );
}

/** Loads an admin API resource; errors become a readable message, never a blank screen. */
export function useApiQuery<T>(path: string | null) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const [version, setVersion] = useState(0);
  const onExpired = useSessionExpiry();

  // biome-ignore lint/correctness/useExhaustiveDependencies: version forces a reload
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    api
      .get<T>(path, controller.signal)
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || onExpired(error)) return;
        setState((current) => ({ ...current, error: describeError(error), loading: false }));
      });
    return () => controller.abort();
  }, [path, version, onExpired]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
