import { describe, expect, it } from "vitest";
import { markdownToText, markdownToHtml as renderMarkdown } from "./render.ts";

describe("Markdown from authors", () => {
  it("keeps formatting, lists and links", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** text.\n\n- one\n- two\n\n[Jobs](/jobs)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/jobs">Jobs</a>');
  });

  it("keeps tables and strikethrough, and links bare addresses", () => {
    const html = renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~ https://x.example");
    expect(html).toContain("<td>2</td>");
    expect(html).toContain("<s>old</s>");
    expect(html).toContain('<a href="https://x.example" rel="noopener nofollow ugc">');
  });

  it.each([
    ["a script element", "<script>alert(1)</script>Hello", "<script"],
    ["an event handler", '<img src="/x.png" onerror="alert(1)">', "onerror"],
    ["a javascript: link", "[click](javascript:alert(1))", "javascript:"],
    ["a data: image", "![x](data:image/svg+xml;base64,PHN2Zz4=)", "data:"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', "<iframe"],
    ["a style attribute", '<p style="position:fixed">x</p>', "style="],
  ])("removes %s", (_name, markdown, forbidden) => {
    expect(renderMarkdown(markdown).toLowerCase()).not.toContain(forbidden);
  });

  it("marks links to other sites as untrusted", () => {
    expect(renderMarkdown("[site](https://example.com)")).toContain('rel="noopener nofollow ugc"');
  });

  it("shows a document nested deeper than pages allow as its text, escaped", () => {
    for (const deep of [
      `${">".repeat(5_000)} <b>deep</b> & more\n\nnext`,
      Array.from({ length: 30 }, (_, depth) => `${"  ".repeat(depth)}- level ${depth}`).join("\n"),
    ]) {
      const html = renderMarkdown(deep);
      expect(html).not.toContain("<blockquote>");
      expect(html).not.toContain("<ul>");
      expect(html).toMatch(/^<p>/);
    }
    expect(renderMarkdown(`${">".repeat(5_000)} <b>deep</b> & more`)).toContain(
      "&lt;b&gt;deep&lt;/b&gt; &amp; more",
    );
    expect(markdownToText(`${"> ".repeat(3_000)}deep`)).toContain("deep");
    // Quotes and lists a few levels deep are ordinary content.
    expect(renderMarkdown("> > > quoted\n\n- a\n  - b\n    - c")).toContain("<blockquote>");
  });

  it("shows a mass of tiny table cells as text rather than megabytes of HTML", () => {
    const cells = `|a|b|\n|-|-|\n${"|x|y|\n".repeat(5_000)}`;
    const html = renderMarkdown(cells);
    expect(html).not.toContain("<table>");
    expect(html.length).toBeLessThan(2 * cells.length);
    const table = `| Benefit | Weeks |\n| - | - |\n${"| Paid parental leave | 26 |\n".repeat(500)}`;
    expect(renderMarkdown(table)).toContain("<td>Paid parental leave</td>");
  });

  it("gives plain text for descriptions, cut on a word", () => {
    expect(markdownToText("## Hello\n\nA **short** intro about the role.", { maxLength: 20 })).toBe(
      "Hello A short intro…",
    );
    expect(markdownToText("Unbreakable-long-word and more", { maxLength: 10 })).toBe("Unbreakab…");
  });

  it("gives characters, not HTML entities, in plain text", () => {
    expect(markdownToText('Pay & benefits: 5 < 6 for "everyone" — it\'s ours')).toBe(
      'Pay & benefits: 5 < 6 for "everyone" — it\'s ours',
    );
    expect(markdownToText("Fish &amp; chips &#x1F41F;")).toBe("Fish & chips 🐟");
  });

  it("keeps lines for calendar files: headings, list items, and where links lead", () => {
    expect(
      markdownToText(
        "## Plan\n\n- **9:00** Coffee\n- See [jobs](/jobs) or [us](https://x.example)",
        { lines: true },
      ),
    ).toBe("Plan\n\n• 9:00 Coffee\n• See jobs or us (https://x.example)");
    expect(markdownToText("1. one\n2. two\n\nMail [me](mailto:a@b.example)", { lines: true })).toBe(
      "1. one\n2. two\n\nMail me (a@b.example)",
    );
  });
});
