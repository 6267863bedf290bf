import type { HTMLAttributes, ReactNode } from "react";

/** In place of a search's results when there are none: what happened, and ways out. */
export function NoResults({
  title,
  children,
  ...rest
}: { title: ReactNode; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "title">) {
  return (
    <div {...rest} className="mt-8 rounded-xl border border-dashed border-gray-300 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
