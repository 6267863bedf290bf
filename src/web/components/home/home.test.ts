import { type ComponentProps, createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../../i18n/locale-provider.tsx";
import { wrapPage } from "../carousel/use-carousel.ts";
import { cutDescription } from "./home-data.ts";
import { JobsSlider } from "./jobs-slider.tsx";

/** English (the messages' own words) around a router: what the pages render in. */
const inPage = (children: ReactNode) =>
  createElement(
    LocaleProvider,
    { locale: "en" } as ComponentProps<typeof LocaleProvider>,
    createElement(MemoryRouter, null, children),
  );

describe("cutDescription", () => {
  it("keeps text of 100 characters or fewer as it is", () => {
    expect(cutDescription("a".repeat(100))).toBe("a".repeat(100));
    expect(cutDescription("Short excerpt.")).toBe("Short excerpt.");
  });

  it("cuts on the 100th character exactly and appends three dots", () => {
    const text = `${"word ".repeat(30)}end`;
    expect(cutDescription(text)).toBe(`${text.slice(0, 100)}...`);
    expect(cutDescription("b".repeat(101))).toBe(`${"b".repeat(100)}...`);
  });

  it("counts characters, so it never splits an emoji or a rare CJK character", () => {
    const text = "😀".repeat(101);
    expect(cutDescription(text)).toBe(`${"😀".repeat(100)}...`);
  });
});

describe("wrapPage", () => {
  it("wraps both ways", () => {
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(1, 3)).toBe(1);
    expect(wrapPage(5, 0)).toBe(0);
  });
});

describe("JobsSlider", () => {
  it("shows the empty-slider message when there are no jobs", () => {
    const html = renderToString(inPage(createElement(JobsSlider, { jobs: [] })));
    expect(html).toContain("Oh no!");
    expect(html).toContain("Looks like there are no jobs available...");
    expect(html).toContain('href="/jobs"');
    expect(html).not.toContain("Next jobs");
  });

  it("renders the first page visible and the others inert", () => {
    const jobs = Array.from({ length: 6 }, (_, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      title: `Job ${index + 1}`,
      companyName: "Acme",
      companyLogoUrl: null,
      location: "Singapore",
      workplace: "hybrid" as const,
      employmentType: "full-time" as const,
      language: "en",
    }));
    const html = renderToString(inPage(createElement(JobsSlider, { jobs })));
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html.match(/data-current="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain("Showing jobs 1 to 2 of 6");
  });
});
