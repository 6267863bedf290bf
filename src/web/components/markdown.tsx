import { useLocalize } from "../i18n/locale-provider.tsx";

/** Links to the site's own pages (`<a href="/jobs">`) in the HTML the server rendered. */
const SITE_LINK = /(<a\s[^>]*?\bhref=")(\/[^"]*)"/g;

/**
 * HTML the server rendered from Markdown and sanitised (src/server/lib/markdown.ts). Its links to
 * the site's pages stay in the page's language: `/jobs` in a post read in Japanese is `/ja/jobs`.
 */
export function Markdown({ html, className = "" }: { html: string; className?: string }) {
  const localize = useLocalize();
  const content = {
    __html: html.replace(
      SITE_LINK,
      (_, start: string, path: string) => `${start}${localize(path)}"`,
    ),
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={content} />;
}
