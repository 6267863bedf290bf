/** HTML the server rendered from Markdown and sanitised (src/server/lib/markdown.ts). */
export function Markdown({ html, className = "" }: { html: string; className?: string }) {
  const content = { __html: html };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={content} />;
}
