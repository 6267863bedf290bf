import type { ReactNode } from "react";

export type Fact = { term: string; value: ReactNode };

/** Short labelled facts (location, job type, industry…) as a description list; the grid is the caller's. */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{fact.term}</dt>
          <dd className="mt-0.5 font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
