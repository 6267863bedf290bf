import { afterEach, describe, expect, it } from "vitest";
import { markdownToHtml } from "./render.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "./renderer.ts";

/** About 100,000 characters of table rows: the slowest Markdown to render that we know of. */
const heavyTable = (seed: string) =>
  `| ${seed} | b |\n| - | - |\n${"| Paid parental leave | 26 weeks |\n".repeat(3_000)}`;

let renderer: MarkdownRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
});

describe("Markdown renderer", () => {
  it("renders long documents in the worker exactly as in this thread", async () => {
    renderer = createMarkdownRenderer();
    const long = "Some **bold** text and [a link](https://x.example).\n\n".repeat(100);
    expect(await renderer.toHtml(long)).toBe(markdownToHtml(long));
    expect(await renderer.toText(long, { maxLength: 30 })).toBe("Some bold text and a link.…");
  });

  it("keeps the main thread free while heavy documents render", async () => {
    renderer = createMarkdownRenderer();
    await renderer.toHtml("x".repeat(3_000)); // the worker is up
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const pages = await Promise.all(
      ["a", "b", "c"].map((seed) => renderer!.toHtml(heavyTable(seed))),
    );
    clearInterval(ticker);
    longestGap = Math.max(longestGap, performance.now() - last);
    for (const html of pages) expect(html).toContain("<td>26 weeks</td>");
    // Rendered here, each table would hold this thread for several hundred milliseconds.
    expect(longestGap).toBeLessThan(150);
  });

  it("shows a document that runs out of time as escaped text, and goes on rendering", async () => {
    renderer = createMarkdownRenderer({ timeoutMs: 20 });
    const slow = `<b>Heavy</b>\n\n${heavyTable("slow")}`;
    const html = await renderer.toHtml(slow);
    expect(html).toMatch(/^<p>&lt;b&gt;Heavy&lt;\/b&gt;<\/p>/);
    expect(html).not.toContain("<table>");
    // Remembered as it is: asking again does not spend the time again.
    expect(await renderer.toHtml(slow)).toBe(html);
    const next = `Next **one**.\n\n${"More words. ".repeat(300)}`;
    expect(await renderer.toHtml(next)).toBe(markdownToHtml(next));
  });
});
