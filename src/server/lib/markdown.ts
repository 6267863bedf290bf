import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

// An allow-list: formatting, lists, tables, links and images; no scripts, styles, frames or
// event handlers, and only http(s)/mailto links, whatever an author (or an intruder) writes.
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "em",
    "strong",
    "del",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A page has one h1 (its title), so Markdown headings start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener nofollow ugc" } : attribs,
      };
    },
  },
};
POLICY.allowedAttributes = { ...POLICY.allowedAttributes, a: ["href", "title", "rel"] };

/**
 * Remembers the latest results of `compute`, least recently used out first, up to `budget`
 * characters of texts and results together. Pages show the same job, company or post again and
 * again, and parsing and sanitising its Markdown was most of the CPU time of a job page's loader.
 */
function remembered(compute: (text: string) => string, budget: number) {
  const results = new Map<string, string>();
  let size = 0;
  return (text: string): string => {
    let result = results.get(text);
    if (result !== undefined) {
      results.delete(text);
    } else {
      result = compute(text);
      size += text.length + result.length;
    }
    results.set(text, result);
    for (const [oldest, value] of results) {
      if (size <= budget) break;
      results.delete(oldest);
      size -= oldest.length + value.length;
    }
    return result;
  };
}

// Each of the two caches below: about 2 MB at most.
const REMEMBERED_CHARACTERS = 1_000_000;

/** Markdown from authors and admins, as HTML that is safe to put in a page. */
export const renderMarkdown: (markdown: string) => string = remembered(
  (markdown) => sanitizeHtml(marked.parse(markdown, { async: false }), POLICY),
  REMEMBERED_CHARACTERS,
);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The sanitiser escapes text as HTML; plain text wants the characters back (React escapes again). */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const plainText = remembered((markdown) => {
  const html = sanitizeHtml(marked.parse(markdown, { async: false }), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(html).replace(/\s+/g, " ").trim();
}, REMEMBERED_CHARACTERS);

/** Plain text of Markdown, for excerpts, meta descriptions and structured data. */
export function markdownToText(markdown: string, maxLength?: number): string {
  const text = plainText(markdown);
  if (!maxLength || text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // Drop the last word only when the cut went through the middle of it.
  const whole = /\s/.test(text[maxLength - 1] ?? "") ? cut : cut.replace(/\s+\S*$/, "");
  return `${whole.trimEnd()}…`;
}
