import { useLocation } from "react-router";
import { signInLinks } from "../../lib/sign-in-links.ts";

/** signInLinks for the page being shown. */
export function useSignInLinks() {
  const { pathname, search } = useLocation();
  return signInLinks(pathname, search);
}
