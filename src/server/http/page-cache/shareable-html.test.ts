import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptHash, shareableHtml } from "./shareable-html.ts";

const NONCE = "r4nd0m+N0nce/==";

describe("a page made shareable", () => {
  it("loses its nonce, and its own inline scripts are allowed by hash", () => {
    const html = `<link rel="modulepreload" href="/a.js" nonce="${NONCE}"/><script nonce="${NONCE}">window.x = "é";</script><script nonce="${NONCE}" type="module" async="">import "/a.js";</script>`;
    const page = shareableHtml(html, NONCE);
    expect(page.html).toBe(
      '<link rel="modulepreload" href="/a.js"/><script>window.x = "é";</script><script type="module" async="">import "/a.js";</script>',
    );
    const expected = createHash("sha256").update('window.x = "é";', "utf8").digest("base64");
    expect(page.scriptHashes).toEqual([`'sha256-${expected}'`, scriptHash('import "/a.js";')]);
  });

  it("never allows a script that did not carry this render's nonce", () => {
    const smuggled = `<script>steal()</script><script nonce="guessed">steal()</script><div nonce="${NONCE}"></div>`;
    const page = shareableHtml(`${smuggled}<script nonce="${NONCE}">ok()</script>`, NONCE);
    expect(page.scriptHashes).toEqual([scriptHash("ok()")]);
    expect(page.html).toContain('<script nonce="guessed">steal()</script>');
  });

  it("reads a page of a million characters in one pass", () => {
    const html = `<script nonce="${NONCE}">${"<script ".repeat(125_000)}`;
    const started = performance.now();
    expect(shareableHtml(html, NONCE).scriptHashes).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
