import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { LOCALES, localePath, splitLocalePath } from "#shared/locales.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { rememberLocale } from "./locale-choice.ts";

/**
 * The page you are on, in every interface language: plain links (they work before the script
 * runs and can be opened in a new tab), each named in its own language and marked with it.
 * Following one remembers the choice.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const page = splitLocalePath(pathname).path + search;
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale.code}>
          <a
            href={localePath(locale, page)}
            lang={locale.code}
            hrefLang={locale.code}
            aria-current={locale === current ? "true" : undefined}
            onClick={() => rememberLocale(locale)}
            className={`block rounded px-3 py-2 ${locale === current ? "font-semibold text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700"}`}
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu: a disclosure, so it opens without JavaScript too. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLocale();
  return (
    <details className="group/lang relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded px-2 py-2 font-medium text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden"
        aria-label={t`Language: ${current.name}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {/* The name where the header has room; the icon and its label say it everywhere. */}
        <span lang={current.code} className="hidden xl:inline">
          {current.name}
        </span>
      </summary>
      <nav
        aria-label={t`Languages`}
        className="absolute right-0 z-30 mt-2 w-52 rounded-lg border border-gray-200 bg-white py-2 shadow-lg"
      >
        <LanguageLinks />
      </nav>
    </details>
  );
}
