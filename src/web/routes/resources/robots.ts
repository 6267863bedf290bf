import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/robots.ts";

/** /robots.txt: everything public may be crawled; the admin area and the API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
