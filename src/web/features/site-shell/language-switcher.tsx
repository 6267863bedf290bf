import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  LOCALES,
  type Locale,
  localePath,
  preferredLocale,
  splitLocalePath,
} from "#shared/locales.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { rememberedLocale, rememberLocale } from "./locale-choice.ts";

/** The page you are on, in another language: `/ja/jobs?q=x` for Thai is `/th/jobs?q=x`. */
function usePageIn(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  const page = splitLocalePath(pathname).path + search;
  return (locale) => localePath(locale, page);
}

/** A link to this page in `locale`, named in that language and marked with it; it remembers. */
function LanguageLink({ locale, className }: { locale: Locale; className: string }) {
  const current = useLocale();
  return (
    <a
      href={usePageIn()(locale)}
      lang={locale.code}
      hrefLang={locale.code}
      aria-current={locale === current ? "true" : undefined}
      onClick={() => rememberLocale(locale)}
      className={className}
    >
      {locale.name}
    </a>
  );
}

/**
 * The page in every interface language: plain links, so they work before the script runs and
 * open in a new tab.
 */
export function LanguageLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale.code}>
          <LanguageLink
            locale={locale}
            className="block rounded px-3 py-2 hover:text-brand-700 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
          />
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
    <details className="relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded px-2 py-2 font-medium hover:text-brand-700 [&::-webkit-details-marker]:hidden"
        aria-label={t`Language: ${current.name}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
          <path
            d="M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18zm0 0a9 9 0 1 0 0 18a9 9 0 0 0 0-18"
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

/**
 * Offers this page in the reader's language: the one she chose before, else the first her
 * browser prefers that the site speaks. Only an offer, never a redirect, and only in the
 * browser, so every address keeps serving the same cacheable page. Declining remembers the
 * page's language as the choice. Its card keeps its place over the page: nothing moves.
 */
export function LanguageOffer() {
  const current = useLocale();
  const [offered, setOffered] = useState<Locale>();

  useEffect(() => {
    const wanted = rememberedLocale() ?? preferredLocale(navigator.languages);
    setOffered(wanted === current ? undefined : wanted);
  }, [current]);

  if (!offered) return null;
  return (
    <aside className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-gray-300 border-l-4 border-l-brand-700 bg-white px-4 py-3 shadow-lg sm:right-4 sm:left-auto">
      <p>
        <Trans>
          Read this page in{" "}
          <LanguageLink locale={offered} className="font-semibold text-brand-700 underline" />
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberLocale(current);
          setOffered(undefined);
        }}
        className="ml-auto text-sm font-semibold text-muted underline"
      >
        <Trans>No, thanks</Trans>
      </button>
    </aside>
  );
}
