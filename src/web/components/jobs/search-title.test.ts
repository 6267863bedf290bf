import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { jobCountLabel, searchTitle } from "./search-title.ts";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });

describe("jobCountLabel", () => {
  it("counts exactly, in the singular for one job", () => {
    expect(jobCountLabel(i18n, 0, false)).toBe("0 jobs");
    expect(jobCountLabel(i18n, 1, false)).toBe("1 job");
    expect(jobCountLabel(i18n, 40, false)).toBe("40 jobs");
  });

  it("says a capped search found more than it shows", () => {
    expect(jobCountLabel(i18n, 1000, true)).toBe("1,000+ jobs");
  });
});

describe("searchTitle", () => {
  const none = {
    q: "",
    location: "",
    category: [],
    type: [],
    workplace: [],
    initiative: [],
    posted: "",
    company: "",
    language: "",
    salary: "",
    currency: "",
    period: "",
    sort: "",
    exact: "",
  };
  const companies = [{ slug: "orchidwave", name: "Orchidwave" }];

  it("names the list plainly without filters", () => {
    expect(searchTitle(i18n, none, companies)).toBe("Jobs at Companies that Care");
  });

  it("puts the filters into words", () => {
    expect(searchTitle(i18n, { ...none, q: "engineer", location: "Singapore" }, [])).toBe(
      "Engineer jobs in Singapore",
    );
    expect(
      searchTitle(
        i18n,
        { ...none, workplace: ["remote"], category: ["design"], company: "orchidwave" },
        companies,
      ),
    ).toBe("Remote Design jobs at Orchidwave");
    expect(
      searchTitle(i18n, { ...none, company: "orchidwave", location: "Tokyo" }, companies),
    ).toBe("Jobs at Orchidwave in Tokyo");
    expect(searchTitle(i18n, { ...none, type: ["full-time"], workplace: ["onsite"] }, [])).toBe(
      "On-site full-time jobs",
    );
    expect(
      searchTitle(
        i18n,
        { ...none, workplace: ["hybrid", "remote"], category: ["design", "sales"] },
        [],
      ),
    ).toBe("Hybrid or remote Design or Sales jobs");
  });
});
