import type { Initiative } from "#shared/constants.ts";

/** Line drawings on a 24×24 grid, drawn with currentColor so they take the text colour. */
const PATHS: Record<Initiative, string> = {
  // Scales
  "equal-pay": "M12 4v16M7 20h10M5 7h14M5 7l-3 6h6zM19 7l-3 6h6z",
  // Clock
  "flexible-working": "M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 7v5l3 2",
  // Two people
  mentorship:
    "M8 5a3 3 0 1 1 0 6a3 3 0 0 1 0-6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 7a2.5 2.5 0 1 1 0 5M16.5 14c2.8.3 5.5 2.3 5.5 6",
  // Rising line with an arrow head
  "leadership-development": "M3 17l6-6 4 4 8-8M15 7h6v6",
  // Heart
  "paid-parental-leave": "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  // Briefcase
  "return-to-work":
    "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18",
  // Toy blocks
  childcare: "M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z",
  // Baby bottle
  "breastfeeding-rooms": "M9 3h6M10 3v3L8 9v10a2 2 0 0 0 2 2h4a2 2 0 0 0 2-2V9l-2-3V3M8 13h8",
  // Star
  sponsorship: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6l-5.4 2.9 1.2-6-4.5-4.2 6.1-.7z",
  // Speech bubble
  coaching: "M4 5h16v11H10l-6 4zM8 9h8M8 12h5",
  // Crown
  "women-in-leadership": "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z",
  // Three connected people
  "womens-network":
    "M12 3a2.5 2.5 0 1 1 0 5a2.5 2.5 0 0 1 0-5zM5 15.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 0 1 0-5zM19 15.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 0 1 0-5zM10.8 7.8l-4.6 8M13.2 7.8l4.6 8M7.5 18h9",
};

/**
 * The icon for one of the 12 "Companies that Care" initiatives. Decorative: always put the
 * initiative's label next to it (the icon is hidden from assistive technology).
 */
export function InitiativeIcon({
  initiative,
  className = "h-6 w-6",
}: {
  initiative: Initiative;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={PATHS[initiative]} />
    </svg>
  );
}
