import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type Locale, localePath, preferredLocale, splitLocalePath } from "#shared/locales.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { rememberedLocale, rememberLocale } from "./locale-choice.ts";

/**
 * Offers this page in the reader's language: the one she chose before, else the first her
 * browser prefers that the site speaks. Only an offer, never a redirect, and only in the
 * browser, so every address keeps serving the same cacheable page. Declining remembers the
 * page's language as the choice.
 */
export default function LanguageOffer() {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const [offered, setOffered] = useState<Locale>();

  useEffect(() => {
    const wanted = rememberedLocale() ?? preferredLocale(navigator.languages);
    setOffered(wanted && wanted !== current ? wanted : undefined);
  }, [current]);

  if (!offered) return null;
  const href = localePath(offered, splitLocalePath(pathname).path + search);
  return (
    <aside
      aria-label={t`Language`}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-4 rounded-lg border border-gray-300 border-l-4 border-l-brand-700 bg-white px-4 py-3 text-ink shadow-lg sm:right-4 sm:left-auto"
    >
      <a
        href={href}
        lang={offered.code}
        hrefLang={offered.code}
        onClick={() => rememberLocale(offered)}
        className="font-semibold text-brand-700 underline"
      >
        {offered.offer}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale(current);
          setOffered(undefined);
        }}
        className="ml-auto shrink-0 rounded text-sm font-semibold text-muted underline"
      >
        {t`No, thanks`}
      </button>
    </aside>
  );
}
