import { setupI18n } from "@lingui/core";
import { I18nProvider, Trans as LinguiTrans } from "@lingui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Trans } from "./trans.tsx";

const i18n = setupI18n({
  locale: "en",
  messages: {
    en: {
      about: ["About ", ["name"]],
      posted: ["Posted <0>", ["ago"], "</0>"],
      jobs: [["count", "plural", { one: ["#", " job"], other: ["#", " jobs"] }]],
      tagged: ["Read <0>this</0>"],
    },
  },
});
// React marks where one text node ends and the next begins; the words are what matter here.
const render = (props: Parameters<typeof Trans>[0]) =>
  renderToString(createElement(I18nProvider, { i18n }, createElement(Trans, props))).replaceAll(
    "<!-- -->",
    "",
  );

describe("Trans", () => {
  it("shows a value that looks like markup as the text it is, and logs nothing", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(render({ id: "about", values: { name: "<b>Acme</b> & <0>Co</0>" } })).toBe(
      "About &lt;b&gt;Acme&lt;/b&gt; &amp; &lt;0&gt;Co&lt;/0&gt;",
    );
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it("still renders the message's own elements", () => {
    const html = render({
      id: "posted",
      values: { ago: "3 days ago" },
      components: { 0: createElement("time", { dateTime: "2026-11-21" }) },
    });
    expect(html).toBe('Posted <time dateTime="2026-11-21">3 days ago</time>');
  });

  it("renders plain words as Lingui's own Trans does", () => {
    const lingui = (props: Parameters<typeof Trans>[0]) =>
      renderToString(
        createElement(I18nProvider, { i18n }, createElement(LinguiTrans, props)),
      ).replaceAll("<!-- -->", "");
    for (const props of [
      { id: "about", values: { name: "Acme & Co" } },
      { id: "jobs", values: { count: 1 } },
      { id: "jobs", values: { count: 12 } },
      { id: "tagged" },
      { id: "not in the catalogue", message: "Fallback words" },
    ]) {
      expect(render(props), props.id).toBe(lingui(props));
    }
  });
});
