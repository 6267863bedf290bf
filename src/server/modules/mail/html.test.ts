import { expect, it } from "vitest";
import { htmlOf } from "./html.ts";

it("makes paragraphs and links of a plain-text mail, and markup of nothing typed", () => {
  const html = htmlOf(
    'Hello <b>Mei</b> & "friends",\nline two\n\nhttps://jobs.example.com/reset-password?token=a&b\n\n<script>alert(1)</script>',
    "ja",
  );
  expect(html).toContain('<html lang="ja">');
  expect(html).toContain(
    "<p>Hello &lt;b&gt;Mei&lt;/b&gt; &amp; &quot;friends&quot;,<br>line two</p>",
  );
  expect(html).toContain(
    '<p><a href="https://jobs.example.com/reset-password?token=a&amp;b">https://jobs.example.com/reset-password?token=a&amp;b</a></p>',
  );
  expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  expect(html).not.toContain("<script>");
});
