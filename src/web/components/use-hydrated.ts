import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true afterwards (and on every render after a
 * client-side navigation). What only the browser knows (history state, the visitor's time zone)
 * is shown from then on, so the first render matches the server's HTML and never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
