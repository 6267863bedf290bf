import type { HTMLAttributes, ReactNode } from "react";
import { Link } from "../../i18n/link.tsx";

type SectionHeadingProps = {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The page with all of them: "View All Blogs". */
  viewAll?: { to: string; label: string };
};

/** A home page section's heading, a line under it, and the way to the whole list on the right. */
export function SectionHeading({ id, title, intro, viewAll }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="max-w-2xl text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-ink">{intro}</p> : null}
      </div>
      {viewAll ? (
        <Link
          to={viewAll.to}
          className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {viewAll.label}
        </Link>
      ) : null}
    </div>
  );
}

type HomeSectionProps = SectionHeadingProps &
  Omit<HTMLAttributes<HTMLElement>, "id" | "title" | "className"> & {
    /** A full-width band of this colour behind the section; without one it is a plain column. */
    band?: string;
    children: ReactNode;
  };

/** A home page section named by its heading: the heading row, then its content. */
export function HomeSection({
  id,
  title,
  intro,
  viewAll,
  band,
  children,
  ...rest
}: HomeSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} title={title} intro={intro} viewAll={viewAll} />
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={id} {...rest} className={`${band} py-16`}>
      <div className="mx-auto max-w-6xl px-4">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} {...rest} className="mx-auto max-w-6xl px-4 py-16">
      {content}
    </section>
  );
}
