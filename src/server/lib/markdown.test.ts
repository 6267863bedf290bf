import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown } from "./markdown.ts";

describe("Markdown from authors", () => {
  it("keeps formatting, lists and links", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** text.\n\n- one\n- two\n\n[Jobs](/jobs)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/jobs">Jobs</a>');
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

  it("gives plain text for descriptions, cut on a word", () => {
    expect(markdownToText("## Hello\n\nA **short** intro about the role.", 20)).toBe(
      "Hello A short intro…",
    );
  });

  it("gives characters, not HTML entities, in plain text", () => {
    expect(markdownToText('Pay & benefits: 5 < 6 for "everyone" — it\'s ours')).toBe(
      'Pay & benefits: 5 < 6 for "everyone" — it\'s ours',
    );
  });
});
