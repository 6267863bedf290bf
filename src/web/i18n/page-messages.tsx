import { type LocaleCode, splitLocalePath } from "#shared/locales.ts";
import { promisePerKey } from "#shared/memo.ts";
import { messagesUrl } from "../site-pages.ts";
import { i18nFor } from "./i18n.ts";

// The server names the page's message file in a link of the document's head; the browser
// starts fetching it with the page's scripts.
const ATTRIBUTE = "data-page-messages";

let version = "";

/**
 * Fetches a message file once and adds its words to its language's Lingui (key
 * `<language>|<url>`); a file that failed is fetched again by the next move.
 */
const fetchMessages = promisePerKey(async (key) => {
  const [locale, url] = key.split("|") as [LocaleCode, string];
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  i18nFor(locale).load(locale, await response.json());
});
const load = (url: string, locale: LocaleCode) => fetchMessages(`${locale}|${url}`);

/** Before hydration: the words the server rendered this document with. */
export function loadDocumentMessages(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${ATTRIBUTE}]`);
  if (!link) return Promise.reject(new Error("The page names no message file"));
  version = new URL(link.href).searchParams.get("v") ?? "";
  return load(link.href, document.documentElement.lang as LocaleCode);
}

/** Before a move to another page: the words it shows, unless its kind was open before. */
export function loadPageMessages(pathname: string): Promise<void> {
  const { locale } = splitLocalePath(pathname);
  return load(messagesUrl(locale.code, version, pathname), locale.code);
}

/** The link that names the document's message file (the root layout writes it in `<head>`). */
export function PageMessagesLink({ href }: { href: string }) {
  return (
    <link rel="preload" as="fetch" crossOrigin="anonymous" href={href} {...{ [ATTRIBUTE]: "" }} />
  );
}
