const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The HTML part of a plain-text mail: its paragraphs, with a line that is only a web address
 * made a link. Everything is escaped, so nothing a person typed becomes markup.
 */
export function htmlOf(text: string, lang: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) =>
          /^https?:\/\/\S+$/.test(line)
            ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
            : escapeHtml(line),
        )
        .join("<br>"),
    );
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}</body></html>`;
}
