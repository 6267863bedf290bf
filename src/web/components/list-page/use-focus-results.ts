import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Link state for links whose own element goes away (next page, remove a filter). */
export const FOCUS_RESULTS = { focusResults: true } as const;

/**
 * After a navigation that asked for it, focus moves to the result summary: a keyboard or
 * screen-reader user lands on "40 jobs · page 2 of 2" instead of at the end of the page.
 */
export function useFocusResults<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation
  useEffect(() => {
    const state = location.state as { focusResults?: boolean } | null;
    if (state?.focusResults) ref.current?.focus();
  }, [location.key]);
  return ref;
}
