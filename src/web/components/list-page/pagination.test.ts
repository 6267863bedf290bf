import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination, pageNumbers } from "./pagination.tsx";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });

const render = (props: Parameters<typeof Pagination>[0]) =>
  renderToString(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(Pagination, props)),
    ),
  );

describe("pageNumbers", () => {
  it("shows the ends and two either side of the current page, with gaps", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    expect(render({ page: 1, pageSize: 10, total: 10, hrefFor: String })).toBe("");
  });

  it("links each page when given hrefFor", () => {
    const html = render({ page: 2, pageSize: 10, total: 30, hrefFor: (n) => `/blog?page=${n}` });
    expect(html).toContain('href="/blog?page=1"');
    expect(html).toContain('href="/blog?page=3"');
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain("<button");
    expect(html).toContain('aria-label="Page 3"');
    expect(html).toContain("Previous");
  });

  it("keeps a site page's links in the page's language", () => {
    const ja = setupI18n({ locale: "ja", messages: { ja: {} } });
    const html = renderToString(
      createElement(
        I18nProvider,
        { i18n: ja },
        createElement(
          MemoryRouter,
          null,
          createElement(Pagination, {
            page: 1,
            pageSize: 10,
            total: 30,
            hrefFor: (n) => `/blog?page=${n}`,
          }),
        ),
      ),
    );
    expect(html).toContain('href="/ja/blog?page=2"');
  });

  it("renders buttons when given onPage", () => {
    const html = render({ page: 1, pageSize: 10, total: 30, onPage: () => {} });
    expect(html).toContain("<button");
    expect(html).not.toContain("href=");
  });
});
