import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { useLocalize } from "./locale-provider.tsx";

function useLocalizedTo(to: To): To {
  const localize = useLocalize();
  if (typeof to === "string") return localize(to);
  return to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
}

/** React Router's Link, kept in the page's language: `/jobs` on a Japanese page is `/ja/jobs`. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo(to)} {...props} />;
}

/** React Router's NavLink, kept in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo(to)} {...props} />;
}
