import type { ReactNode, Ref } from "react";

type ListCountProps = {
  /** Given, the count can take focus, e.g. when the row that had it leaves the list. */
  ref?: Ref<HTMLParagraphElement>;
  children: ReactNode;
};

/** How many items a list holds, above it, announced as a search or a filter changes it. */
export function ListCount({ ref, children }: ListCountProps) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      aria-live="polite"
      className={`mt-6 text-sm text-muted${ref ? " focus:outline-none" : ""}`}
    >
      {children}
    </p>
  );
}
