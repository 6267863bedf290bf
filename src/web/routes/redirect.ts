import { redirect } from "react-router";
import { PERMANENT_REDIRECTS } from "#shared/site.ts";
import type { Route } from "./+types/redirect.ts";

/** Old addresses answer 301 to their page; /clients/{slug} keeps the slug. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Split rather than a /\/+$/ regex, which is quadratic on a long run of slashes.
  const path = `/${url.pathname.split("/").filter(Boolean).join("/")}`;
  const client = path.match(/^\/clients\/([a-z0-9-]+)$/);
  const target = client ? `/companies/${client[1]}` : PERMANENT_REDIRECTS[path];
  return redirect(`${target ?? "/"}${url.search}`, 301);
}
