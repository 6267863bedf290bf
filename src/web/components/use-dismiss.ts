import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * What HTML's <details> lacks as a menu: Escape closes it (focus back on its summary when it
 * was inside), and so do a pointer down or keyboard focus outside it.
 */
export function useDismiss(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (returnFocus: boolean) => {
      const details = menu.current;
      if (!details?.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(menu.current?.contains(document.activeElement) ?? false);
    };
    const onOutside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [menu]);
}

/**
 * A navigation menu closes when a new page (or the same one again) is shown. Hydration does
 * not close it, so a menu opened while the page's code was still loading stays open.
 */
export function useCloseOnNewPage(menu: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key, menu]);
}
