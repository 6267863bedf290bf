import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link } from "../../i18n/link.tsx";
import { useCloseOnNewPage, useDismiss } from "../use-dismiss.ts";

export const RESOURCE_LINKS = [
  { to: "/blog", label: msg`Blogs` },
  { to: "/events", label: msg`Events` },
  { to: "/videos", label: msg`Video Library` },
] as const;

/**
 * The Resources dropdown is a <details> disclosure, so it opens by click, touch or keyboard
 * before the page's code has run (decision 0026) or with scripts off; its <summary> is a native
 * button that announces whether it is expanded. Scripts close it on Escape, a click or focus
 * elsewhere, and a new page.
 */
export function ResourcesMenu() {
  const { i18n } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  useCloseOnNewPage(menu);

  return (
    <details ref={menu} className="group/resources relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded px-2 py-2 font-medium text-ink hover:text-brand-700 xl:px-3 [&::-webkit-details-marker]:hidden">
        <Trans>Resources</Trans>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 transition group-open/resources:rotate-180"
        >
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-48 rounded-lg border border-gray-200 bg-white py-2 shadow-lg">
        {RESOURCE_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block px-4 py-2 text-ink hover:bg-brand-50 hover:text-brand-700"
            >
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
