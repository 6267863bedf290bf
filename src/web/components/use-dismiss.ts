import { type RefObject, useEffect } from "react";

/**
 * What HTML's <details> lacks as a menu: Escape closes it (focus back on its summary when it
 * was inside) and so does a pointer down outside it.
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
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [menu]);
}
