import type { I18n } from "@lingui/core";
import { type Locale, splitLocalePath } from "#shared/locales.ts";
import { messagesJson } from "./catalogs.server.ts";
import { i18nFor } from "./i18n.ts";

/** The language a request's URL names and Lingui in it, for an action's or a loader's words. */
export async function requestI18n(request: Request): Promise<{ locale: Locale; i18n: I18n }> {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const messages = await messagesJson(locale.code);
  return { locale, i18n: i18nFor({ locale: locale.code, messages }) };
}
