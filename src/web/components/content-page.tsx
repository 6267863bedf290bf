import type { ReactNode } from "react";

/** The frame of a page of text (about, contact, for employers, privacy): its one h1 first. */
export function ContentPage({
  title,
  className = "max-w-5xl",
  children,
}: {
  title: ReactNode;
  /** The width (and any other look) of the column. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto px-4 py-12 ${className}`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

/** A titled section of a content page, named by its heading. */
export function PageSection({
  id,
  title,
  className = "mt-12",
  children,
}: {
  /** The heading's id: the section's name, and a link target (/about#team). */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Short titled points side by side: values, reasons. */
export function FeatureList({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-lg bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
          <p className="mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
