import MarkdownIt, { type Token } from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown from authors and admins, in one place for the whole product: HTML for pages and
 * plain text for excerpts, meta descriptions, structured data and calendar files.
 *
 * markdown-it parses in linear time (it runs CommonMark's pathological-input suite), where the
 * parser before it took seconds on a field of `_a_a_a…`. Whatever it writes, raw HTML included,
 * then passes the allow-list sanitiser below.
 */

/**
 * Containers (quotes, lists) deeper than this are not parsed: markdown-it drops what lies
 * beyond, so a document that reaches it is shown as escaped text instead (see `tooDeep`).
 * A list item counts twice (list and item): nine nested lists still render.
 */
const MAX_NESTING = 20;

const parser = new MarkdownIt({ html: true, linkify: true, maxNesting: MAX_NESTING });
// Links and images keep whatever address was written: the sanitiser below is the one judge of
// schemes, so a `javascript:` link loses its address instead of showing as literal Markdown.
parser.validateLink = () => true;

// An allow-list: formatting, lists, tables, links and images; no scripts, styles, frames or
// event handlers, and only http(s)/mailto links, whatever an author (or an intruder) writes.
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["em", "strong", "del", "s", "ul", "ol", "li", "a", "img"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A page has one h1 (its title), so Markdown headings start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      const { rel: _ignored, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: "noopener nofollow ugc" } : rest };
    },
  },
};

/** Whether markdown-it stopped at the nesting limit, leaving part of the document out. */
function tooDeep(tokens: Token[]): boolean {
  return tokens.some((token) => token.level >= MAX_NESTING - 1);
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The text as it was typed, escaped: a paragraph per block of lines between blank lines. */
export function escapedParagraphs(markdown: string): string {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of `${markdown}\n`.split("\n")) {
    if (line.trim() !== "") lines.push(escapeHtml(line.trim()));
    else if (lines.length > 0) {
      paragraphs.push(`<p>${lines.join("<br>")}</p>`);
      lines = [];
    }
  }
  return paragraphs.join("\n");
}

/**
 * Real documents come out at one to two times their length as HTML. Far more means a mass of
 * tiny table cells or markers: megabytes of page (twice over, with the copy for hydration)
 * that would hold up the server and the reader's phone. Such a document shows as text instead.
 */
const maxHtmlLength = (markdown: string) => 3 * markdown.length + 20_000;

/** Markdown as HTML that is safe to put in a page. */
export function markdownToHtml(markdown: string): string {
  const tokens = parser.parse(markdown, {});
  if (tooDeep(tokens)) return escapedParagraphs(markdown);
  const html = parser.renderer.render(tokens, parser.options, {});
  if (html.length > maxHtmlLength(markdown)) return escapedParagraphs(markdown);
  return sanitizeHtml(html, POLICY);
}

export type TextOptions = {
  /** Cut at this many characters, on a word, with an ellipsis. */
  maxLength?: number;
  /**
   * Keep the document's lines: paragraphs and headings apart, list items as "• …", links to
   * other sites followed by their address (calendar apps show line breaks, not links).
   * Otherwise all white space folds into single spaces (excerpts, meta descriptions).
   */
  lines?: boolean;
};

/** Plain text of Markdown, by walking its parsed tokens: linear, and no HTML to decode. */
export function markdownToText(markdown: string, options: TextOptions = {}): string {
  const tokens = parser.parse(markdown, {});
  const text = tooDeep(tokens) ? markdown : tokensToText(tokens, options.lines ?? false);
  const tidy = options.lines
    ? text
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : text.replace(/\s+/g, " ").trim();
  return cut(tidy, options.maxLength);
}

function tokensToText(tokens: Token[], lines: boolean): string {
  const out: string[] = [];
  const lists: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "inline":
        out.push(inlineText(token.children ?? [], lines));
        break;
      case "fence":
      case "code_block":
        out.push(token.content, "\n");
        break;
      case "bullet_list_open":
      case "ordered_list_open":
        lists.push(token.type);
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        out.push(lists.length > 0 ? "\n" : "\n\n");
        break;
      case "list_item_open":
        out.push("\n", "  ".repeat(Math.max(0, lists.length - 1)));
        out.push(lists.at(-1) === "ordered_list_open" ? `${token.info || "1"}. ` : "• ");
        break;
      case "paragraph_close":
        // Inside a list item a paragraph is the item's text; elsewhere paragraphs stand apart.
        out.push(lists.length > 0 ? "" : "\n\n");
        break;
      case "heading_close":
      case "blockquote_close":
      case "hr":
        out.push("\n\n");
        break;
      case "th_close":
      case "td_close":
        out.push(" ");
        break;
      case "tr_close":
        out.push("\n");
        break;
    }
  }
  return out.join("");
}

function inlineText(children: Token[], lines: boolean): string {
  const out: string[] = [];
  const links: (string | null)[] = [];
  for (const child of children) {
    switch (child.type) {
      case "text":
      case "code_inline":
        out.push(child.content);
        break;
      case "image":
        out.push(child.content);
        break;
      case "softbreak":
      case "hardbreak":
        out.push(lines ? "\n" : " ");
        break;
      case "link_open": {
        const href = String(child.attrGet("href") ?? "");
        // A link's address helps where the text cannot be clicked, unless it is the text.
        const typedAsAddress = child.markup === "linkify" || child.markup === "autolink";
        const shown = lines && href && !href.startsWith("/") && !typedAsAddress;
        links.push(shown ? href.replace(/^mailto:/, "") : null);
        break;
      }
      case "link_close": {
        const href = links.pop();
        if (href) out.push(` (${href})`);
        break;
      }
    }
  }
  return out.join("");
}

function cut(text: string, maxLength: number | undefined): string {
  if (!maxLength || text.length <= maxLength) return text;
  const head = text.slice(0, maxLength - 1);
  // Drop the last word only when the cut went through the middle of it.
  const throughWord = !/\s/.test(text[maxLength - 1] ?? "");
  const lastSpace = head.search(/\s\S*$/);
  const whole = throughWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${whole.trimEnd()}…`;
}
