import { createContext, useContext } from "react";
import type { LocaleData } from "./i18n.ts";

const ELEMENT_ID = "locale-data";

/**
 * The page's language data when the root loader did not run: a request refused before any
 * loader (a form posted to a page that takes none) still gets its error page in its language.
 * The server hands it in (entry.server.tsx); the page carries it for the browser's hydration.
 */
export const FallbackLocaleData = createContext<LocaleData | null>(null);

export function useFallbackLocaleData(): LocaleData | null {
  const fromServer = useContext(FallbackLocaleData);
  if (fromServer || typeof document === "undefined") return fromServer;
  const carried = document.getElementById(ELEMENT_ID)?.textContent;
  return carried ? (JSON.parse(carried) as LocaleData) : null;
}

/** The fallback data in the page, for the browser; `<` escaped so nothing can close the script. */
export function FallbackLocaleScript({ data }: { data: LocaleData }) {
  const json = { __html: JSON.stringify(data).replace(/</g, "\\u003c") };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own language data, `<` escaped
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={json} />;
}
