import { Link } from "../i18n/link.tsx";

/** "← All posts" above a page's title: the way up to the list it belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className="text-sm font-semibold text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  );
}
