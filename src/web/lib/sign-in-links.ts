import { localePath, splitLocalePath } from "#shared/locales.ts";

/**
 * Only paths on this site: never send someone elsewhere after signing in. A path keeps its
 * language prefix (`/ja/jobs`): she goes back to the page in the language she read it in.
 */
export function safeRedirect(target: string | null, fallback = "/"): string {
  return target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")
    ? target
    : fallback;
}

const SIGN_IN_PAGE = /^\/(?:login|register)\/?$/;

/** `/login`, `/register/`, `/ja/login`: a sign-in page in any language. */
const isSignInPage = (pathname: string) => SIGN_IN_PAGE.test(splitLocalePath(pathname).path);

/** Where signing in leads when the address names nowhere: the home page in the page's language. */
export const signInHome = (pathname: string) => localePath(splitLocalePath(pathname).locale, "/");

/**
 * Where Login and Sign Up lead from this page: the sign-in page, then back here (path with its
 * language prefix and query, same site only). From the sign-in pages themselves, the way back
 * they already carry is passed on, never the sign-in page itself; the home page of the page's
 * language needs none (it is the default). The sign-in paths have no language prefix: the
 * site's Link adds the page's (i18n/link.tsx).
 */
export function signInLinks(pathname: string, search: string) {
  const back = isSignInPage(pathname)
    ? new URLSearchParams(search).get("redirectTo")
    : `${pathname}${search}`;
  const home = signInHome(pathname);
  const target = safeRedirect(back, home);
  const returns = target !== home && !isSignInPage(target.split(/[?#]/, 1)[0] ?? "");
  const query = returns ? `?redirectTo=${encodeURIComponent(target)}` : "";
  return { login: `/login${query}`, register: `/register${query}` };
}
