import { localeByCode } from "#shared/locales.ts";
import { isMessageFile, keepsMessageFile, messageFileJson } from "../../i18n/catalogs.server.ts";
import type { Route } from "./+types/messages.ts";

/**
 * /i18n/<language>/<file>.json?v=<version>: the words a page of the site shows, in one language
 * (see site-pages.ts, `messagesUrl`). The browser fetches them beside the page's scripts and
 * keeps them while the version stands; another version (a page from before a deploy) gets
 * today's words, not to be kept.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeByCode(params.locale);
  const name = /^([a-z-]+)\.json$/.exec(params.file)?.[1];
  if (!locale || !name || !isMessageFile(name)) {
    return Response.json(
      { error: { code: "NOT_FOUND", message: "No such message file" } },
      { status: 404 },
    );
  }
  return new Response(await messageFileJson(locale.code, name), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": keepsMessageFile(url.searchParams.get("v"))
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    },
  });
}
