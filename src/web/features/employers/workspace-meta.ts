import type { MessageDescriptor } from "@lingui/core";
import type { MetaDescriptor } from "react-router";
import { i18nOf } from "../../i18n/i18n.ts";
import { pageMeta } from "../../lib/seo.ts";

/**
 * The head of a workspace page: its title and description in the page's language, kept out of
 * search engines (it is someone's own company, behind a sign-in).
 */
export function workspaceMeta(
  matches: Parameters<typeof pageMeta>[0]["matches"],
  title: MessageDescriptor,
  description: MessageDescriptor,
): MetaDescriptor[] {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: i18n._(title),
    description: i18n._(description),
    matches,
    path: "/employer",
    noindex: true,
  });
}
