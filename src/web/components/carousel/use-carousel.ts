import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

/** Page index wrapped into 0..count-1, so "next" on the last page shows the first and back. */
export function wrapPage(target: number, count: number): number {
  if (count <= 0) return 0;
  return ((target % count) + count) % count;
}

/** The items in pages of `size`, the last one shorter when they do not divide evenly. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, page) =>
    items.slice(page * size, (page + 1) * size),
  );
}

/** Items 3 to 4 of 6: the places (counted from 1) of the items a page shows, for its names. */
export type PageRange = { first: number; last: number; total: number };

export function pageRange(page: number, size: number, total: number): PageRange {
  return { first: page * size + 1, last: Math.min((page + 1) * size, total), total };
}

// The slides' role description is translated, so they are found by a mark of their own.
const SLIDE_SELECTOR = "[data-carousel-slide]";

/**
 * State and ARIA wiring for a paged carousel (WAI-ARIA APG "carousel" pattern, no auto-rotation).
 * Page 0 is the server-rendered state, so the first page shows before (and without) JavaScript.
 */
export function useCarousel(pageCount: number) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const slides = useRef<(HTMLElement | null)[]>([]);
  // Set when a keyboard user changes page while focused inside the slide that is about to hide.
  const moveFocus = useRef(false);
  // Marks the region once React owns it, so tests (and styles) can tell working buttons apart.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const goTo = useCallback((target: number) => setPage(wrapPage(target, pageCount)), [pageCount]);
  const next = useCallback(
    () => setPage((current) => wrapPage(current + 1, pageCount)),
    [pageCount],
  );
  const previous = useCallback(
    () => setPage((current) => wrapPage(current - 1, pageCount)),
    [pageCount],
  );

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // The focused link is now hidden; without this, focus would fall back to <body>.
    slides.current[page]?.focus();
  }, [page]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      // Arrow keys move the caret in text fields and change select values: leave them alone.
      if (target.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      moveFocus.current = target.closest(SLIDE_SELECTOR) !== null;
      if (event.key === "ArrowRight") next();
      else previous();
    },
    [next, previous],
  );

  const slideName = (position: number, count: number) =>
    t({
      message: `${position} of ${count}`,
      comment: "The name of a carousel's slide: its place among the slides",
    });

  const slideProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      slides.current[index] = element;
    },
    role: "group" as const,
    "aria-roledescription": t({
      message: "slide",
      comment: "What a screen reader calls one page of a carousel",
    }),
    "aria-label": slideName(index + 1, pageCount),
    "data-carousel-slide": "",
    // Other pages stay laid out but invisible (app.css, "Home"): the carousel keeps the height
    // of its tallest page, so the buttons below never move under the pointer. Visibility and
    // inert keep them out of the accessibility tree and the tab order.
    "data-current": index === page ? "true" : undefined,
    inert: index !== page,
    tabIndex: -1,
  });

  return {
    page,
    pageCount,
    goTo,
    next,
    previous,
    /** Spread on the carousel's <section>: it is the labelled region that holds the slides. */
    regionProps: {
      "aria-roledescription": t({
        message: "carousel",
        comment: "What a screen reader calls a set of slides shown one at a time",
      }),
      "data-hydrated": hydrated ? "true" : undefined,
      onKeyDown,
    },
    slideProps,
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
