/** Only paths on this site: never send someone elsewhere after signing in. */
export function safeRedirect(target: string | null, fallback = "/"): string {
  return target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")
    ? target
    : fallback;
}

const SIGN_IN_PAGE = /^\/(?:login|register)\/?$/;

/**
 * Where Login and Sign Up lead from this page: the sign-in page, then back here (path and
 * query, same site only). From the sign-in pages themselves, the way back they already carry
 * is passed on, never the sign-in page itself; the home page needs none (it is the default).
 */
export function signInLinks(pathname: string, search: string) {
  const back = SIGN_IN_PAGE.test(pathname)
    ? new URLSearchParams(search).get("redirectTo")
    : `${pathname}${search}`;
  const target = safeRedirect(back, "/");
  const returns = target !== "/" && !SIGN_IN_PAGE.test(target.split(/[?#]/, 1)[0] ?? "");
  const query = returns ? `?redirectTo=${encodeURIComponent(target)}` : "";
  return { login: `/login${query}`, register: `/register${query}` };
}
