/** HTML the server rendered from Markdown and sanitised (src/server/lib/markdown.ts). */
type MarkdownProps = {
  html: string;
  className?: string;
  /** The language the text is written in, when it may differ from the page's. */
  lang?: string;
};

export function Markdown({ html, className = "", lang }: MarkdownProps) {
  const content = { __html: html };
  return (
    <div
      lang={lang}
      className={`prose-content ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list
      dangerouslySetInnerHTML={content}
    />
  );
}
