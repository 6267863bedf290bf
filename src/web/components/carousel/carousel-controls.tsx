import type { ReactNode } from "react";
import { type Carousel, type PageRange, pageRange } from "./use-carousel.ts";

type Props = {
  carousel: Carousel;
  /** The arrow buttons' names, in the page's language: "Previous jobs", "Next jobs". */
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of the dot for a page, e.g. "Show slide 2". */
  dotLabel: (page: number) => string;
  /** Announced politely after each change, e.g. "Slide 2 of 3: …". */
  status: (page: number) => string;
  tone?: "light" | "dark";
};

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Previous / dots / next, plus the live region that tells screen readers what is shown now. */
export function CarouselControls({
  carousel,
  previousLabel,
  nextLabel,
  dotLabel,
  status,
  tone = "light",
}: Props) {
  const { page, pageCount } = carousel;
  const dark = tone === "dark";
  const arrowClass = dark
    ? "border-white/70 text-white hover:bg-white/15"
    : "border-brand-700 text-brand-700 hover:bg-brand-50";
  return (
    <div className="mt-6 flex items-center justify-center gap-4">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {status(page)}
      </p>
      {pageCount > 1 ? (
        <>
          <ArrowButton direction="left" onClick={carousel.previous} className={arrowClass}>
            {previousLabel}
          </ArrowButton>
          <ul className="flex items-center">
            {Array.from({ length: pageCount }, (_, index) => {
              const active = index === page;
              const dot = dark
                ? active
                  ? "bg-white"
                  : "bg-white/60"
                : active
                  ? "bg-brand-700"
                  : "bg-gray-500";
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions, not items
                <li key={index}>
                  {/* A 24px target around a small dot keeps the look and the touch size. */}
                  <button
                    type="button"
                    aria-current={active ? "true" : undefined}
                    onClick={() => carousel.goTo(index)}
                    className="grid h-7 w-7 place-items-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block rounded-full transition-all ${dot} ${active ? "h-3 w-6" : "h-3 w-3"}`}
                    />
                    <span className="sr-only">{dotLabel(index)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <ArrowButton direction="right" onClick={carousel.next} className={arrowClass}>
            {nextLabel}
          </ArrowButton>
        </>
      ) : null}
    </div>
  );
}

/** Previous or next: an arrow, named for screen readers by its text. */
function ArrowButton({
  direction,
  onClick,
  className,
  children,
}: {
  direction: "left" | "right";
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`grid h-11 w-11 place-items-center rounded-full border-2 ${className}`}
    >
      <Arrow direction={direction} />
      <span className="sr-only">{children}</span>
    </button>
  );
}

/**
 * The controls of a carousel whose pages hold `pageSize` items each, named by the items a page
 * shows: "Show jobs 3 to 4", "Showing jobs 3 to 4 of 6" (the caller words them, in its language).
 */
export function PagedCarouselControls({
  carousel,
  pageSize,
  total,
  dotLabel,
  status,
  ...labels
}: {
  carousel: Carousel;
  pageSize: number;
  total: number;
  previousLabel: string;
  nextLabel: string;
  dotLabel: (range: PageRange) => string;
  status: (range: PageRange) => string;
}) {
  const range = (page: number) => pageRange(page, pageSize, total);
  return (
    <CarouselControls
      carousel={carousel}
      {...labels}
      dotLabel={(page) => dotLabel(range(page))}
      status={(page) => status(range(page))}
    />
  );
}
