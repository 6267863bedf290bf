import { useLocalize } from "../i18n/locale-provider.tsx";

/** Links to the site's own pages (`<a href="/jobs">`) in the HTML the server rendered. */
const SITE_LINK = /(<a\s[^>]*?\bhref=")(\/[^"]*)"/g;

type MarkdownProps = {
  html: string;
  className?: string;
  /** The language the text is written in, when it may differ from the page's. */
  lang?: string;
};

/**
 * HTML the server rendered from Markdown and sanitised (src/server/lib/markdown.ts). Its links to
 * the site's pages stay in the page's language: `/jobs` in a post read in Japanese is `/ja/jobs`.
 */
export function Markdown({ html, className = "", lang }: MarkdownProps) {
  const localize = useLocalize();
  const content = {
    __html: html.replace(
      SITE_LINK,
      (_, start: string, path: string) => `${start}${localize(path)}"`,
    ),
  };
  return (
    <div
      lang={lang}
      className={`prose-content ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list
      dangerouslySetInnerHTML={content}
    />
  );
}
