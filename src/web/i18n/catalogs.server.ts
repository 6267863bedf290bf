import { idsByRoute, version } from "virtual:route-message-ids";
import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type LocaleCode, splitLocalePath } from "#shared/locales.ts";
import { promisePerKey } from "#shared/memo.ts";
import { pageModule, ROOT_MODULE, SITE_LAYOUT_MODULE, SITE_PAGES } from "../site-pages.ts";
import { type LocaleData, serveWholeCatalog } from "./i18n.ts";

// Every catalogue, compiled on import by Lingui's Vite plugin; on the server only, so no
// browser ever downloads a language it is not reading.
const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*.po");

/**
 * Every message of one interface language, compiled; the server renders pages from it. A
 * catalogue that failed to load is loaded again by the next page, not remembered as failed.
 */
export const catalog = promisePerKey(async (code) => {
  const load =
    catalogs[`../locales/${code}.po`] ?? catalogs[`../locales/${DEFAULT_LOCALE.code}.po`];
  if (!load) throw new Error(`No message catalogue for ${code}`);
  const { messages } = await load();
  serveWholeCatalog(code as LocaleCode, messages);
  return messages;
});

/**
 * The language a page's path names and the version of its message files, with that language's
 * catalogue loaded for the server to render from: what every page's root hands its layout.
 */
export async function localeDataFor(pathname: string): Promise<LocaleData> {
  const { locale } = splitLocalePath(pathname);
  await catalog(locale.code);
  return { locale: locale.code, messagesVersion: MESSAGES_VERSION };
}

/** Names the message files of this build; a browser may keep a file of the same version. */
export const MESSAGES_VERSION = version ?? "development";

/** Whether a message file of `asked` version may be kept: not in development, where they change. */
export const keepsMessageFile = (asked: string | null) => version !== null && asked === version;

/** The routes whose messages each message file holds: a page of the site with its frame. */
const FILES = new Map<string, readonly string[] | "all">([
  ...SITE_PAGES.map(
    (page) => [page.file, [ROOT_MODULE, SITE_LAYOUT_MODULE, pageModule(page)]] as const,
  ),
  // Outside the site (the admin area, in English) every message.
  ["all", "all"],
]);

export const isMessageFile = (name: string) => FILES.has(name);

/**
 * The messages the browser code of a message file's routes can show, as JSON (key
 * `<language>|<file>`): what a page needs to hydrate and to change without asking for more. In
 * development, every message. Made once per language and file: six times some twenty.
 */
const messageFile = promisePerKey(async (key) => {
  const [code = DEFAULT_LOCALE.code, name = ""] = key.split("|");
  const messages = await catalog(code);
  const routes = FILES.get(name) ?? "all";
  const ids = idsByRoute;
  if (routes === "all" || !ids) return JSON.stringify(messages);
  const subset: Messages = {};
  for (const id of routes.flatMap((route) => ids[route] ?? [])) {
    const message = messages[id];
    if (message !== undefined) subset[id] = message;
  }
  return JSON.stringify(subset);
});

export const messageFileJson = (code: LocaleCode, name: string) => messageFile(`${code}|${name}`);
