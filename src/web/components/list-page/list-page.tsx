import type { ReactNode } from "react";

/** The frame every public list page shares: its heading and a line on what the list holds. */
export function ListPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p>
      {children}
    </div>
  );
}

/** Cards in one, two or three columns; cards after the first row load their images lazily. */
export function CardGrid<T>({
  items,
  keyOf,
  card,
  className = "mt-8",
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  card: (item: T, lazy: boolean) => ReactNode;
  className?: string;
}) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{card(item, index >= 3)}</li>
      ))}
    </ul>
  );
}

/** What an empty list says instead, and where to go from there. */
export function EmptyNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-8 rounded-lg bg-brand-50 p-6">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
