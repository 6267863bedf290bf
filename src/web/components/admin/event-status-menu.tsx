import { type ToggleEvent, useId, useRef } from "react";
import type { EventStatus } from "#shared/constants.ts";
import { type Event, hasEnded } from "#shared/schemas/events.ts";

export const STATUS_CHOICES: ReadonlyArray<{ status: EventStatus; label: string; done: string }> = [
  { status: "published", label: "Publish", done: "published" },
  { status: "cancelled", label: "Cancel event", done: "cancelled" },
  { status: "completed", label: "Mark completed", done: "marked completed" },
  { status: "draft", label: "Back to draft", done: "moved back to draft" },
];

type MenuProps = {
  event: Pick<Event, "title" | "status" | "startsAt" | "endsAt">;
  onChoose: (status: EventStatus) => void;
  busy?: boolean;
};

/**
 * A small row menu of the other statuses. It is a popover, so the top layer keeps it from being
 * clipped by the scrolling table; light dismiss and Escape come with it.
 */
export function EventStatusMenu({ event, onChoose, busy }: MenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  function place(toggle: ToggleEvent<HTMLDivElement>) {
    const popover = menu.current;
    const anchor = button.current?.getBoundingClientRect();
    if (toggle.newState !== "open" || !popover || !anchor) return;
    const below = anchor.bottom + 180 < window.innerHeight;
    Object.assign(popover.style, {
      inset: "auto",
      margin: "0",
      right: `${Math.max(8, window.innerWidth - anchor.right)}px`,
      top: below ? `${anchor.bottom + 4}px` : "auto",
      bottom: below ? "auto" : `${window.innerHeight - anchor.top + 4}px`,
    });
  }

  function opened(toggle: ToggleEvent<HTMLDivElement>) {
    const popover = menu.current;
    if (toggle.newState !== "open" || !popover) return;
    popover.querySelector("button")?.focus();
    // A fixed popover would drift away from its row as the page scrolls: close it instead.
    const close = () => {
      if (popover.matches(":popover-open")) popover.hidePopover();
    };
    window.addEventListener("scroll", close, { capture: true, once: true });
    window.addEventListener("resize", close, { once: true });
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        disabled={busy}
        className="font-semibold text-brand-700 underline disabled:opacity-60"
      >
        <span className="sr-only">Change </span>
        {busy ? "Saving…" : "Status"}
        <span className="sr-only"> of {event.title}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        onBeforeToggle={place}
        onToggle={opened}
        className="min-w-44 rounded-lg border border-gray-200 bg-white p-1 text-left shadow-lg"
      >
        <ul aria-label={`Status of ${event.title}`}>
          {STATUS_CHOICES.filter(
            (choice) =>
              choice.status !== event.status &&
              // Completed means it took place; the API refuses it before the event has ended.
              (choice.status !== "completed" || hasEnded(event)),
          ).map((choice) => (
            <li key={choice.status}>
              <button
                type="button"
                className={`block w-full rounded px-3 py-2 text-left font-semibold hover:bg-gray-100 focus-visible:bg-gray-100 ${choice.status === "cancelled" ? "text-red-700" : "text-ink"}`}
                onClick={() => {
                  menu.current?.hidePopover();
                  button.current?.focus();
                  onChoose(choice.status);
                }}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
