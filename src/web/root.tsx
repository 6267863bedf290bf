import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_LOCALE, splitLocalePath } from "#shared/locales.ts";
import type { Route } from "./+types/root.ts";
import { AuthProvider } from "./features/auth/auth-provider.tsx";
import { SiteFooter } from "./features/site-shell/site-footer.tsx";
import { SiteHeader } from "./features/site-shell/site-header.tsx";
import { localeDataFor } from "./i18n/catalogs.server.ts";
import { FallbackLocaleScript, useFallbackLocaleData } from "./i18n/fallback-locale.tsx";
import type { LocaleData } from "./i18n/i18n.ts";
import { LocaleProvider, useLocalize } from "./i18n/locale-provider.tsx";
import { loadPageMessages, PageMessagesLink } from "./i18n/page-messages.tsx";
import { requestContext } from "./lib/context.ts";
import { ScriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.tsx";
import { SiteStylesheet } from "./lib/site-stylesheet.tsx";
import { messagesUrl } from "./site-pages.ts";

const UNKNOWN_LOCALE_DATA: LocaleData = { locale: DEFAULT_LOCALE.code, messagesVersion: "" };

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The site's origin, the language the URL names and the version of its message files. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { origin: context.get(requestContext).origin, ...(await localeDataFor(url.pathname)) };
}

/** The language's data changes only with the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
}

/** A move to another kind of page first fetches the words it shows (once per kind). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadPageMessages(new URL(request.url).pathname);
    return next();
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const fallback = useFallbackLocaleData();
  const localeData: LocaleData = data ?? fallback ?? UNKNOWN_LOCALE_DATA;
  // The document's own message file, named once: moves to other pages fetch theirs themselves.
  const { pathname } = useLocation();
  const [messagesHref] = useState(() =>
    messagesUrl(localeData.locale, localeData.messagesVersion, pathname),
  );
  return (
    <html lang={localeData.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStylesheet />
        <Meta />
        <Links />
        <PageMessagesLink href={messagesHref} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <LocaleProvider locale={localeData.locale}>
          <AuthProvider>{children}</AuthProvider>
        </LocaleProvider>
        {!data && fallback ? <FallbackLocaleScript data={fallback} /> : null}
        <ScrollRestoration />
        <ScriptsAfterFirstPaint />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const localize = useLocalize();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const gone = status === 410;
  const title =
    status === 404
      ? t`Page not found`
      : gone
        ? t`This page is no longer available`
        : t`Something went wrong`;
  const detail =
    status === 404
      ? t`The page you asked for does not exist or is no longer available.`
      : gone
        ? t`This job has closed or expired. Have a look at the jobs open now.`
        : t`We could not show this page. Please try again in a moment.`;
  return (
    <>
      <title>{`${title} | Career Platform`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-muted">{detail}</p>
        <p className="mt-8 flex justify-center gap-4">
          <a
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
            href={localize("/")}
          >
            <Trans>Go to the home page</Trans>
          </a>
          <a
            className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700"
            href={localize("/jobs")}
          >
            <Trans>Search jobs</Trans>
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
