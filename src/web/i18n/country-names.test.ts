import { setupI18n } from "@lingui/core";
import { expect, it } from "vitest";
import { countryName } from "./country-names.ts";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const ja = setupI18n({ locale: "ja", messages: { ja: {} } });

it("names the countries the site offers in its own words, the same on server and browser", () => {
  // The server's ICU says "Hong Kong SAR China" and Chromium's "Hong Kong": a page that said
  // one on the server and the other in the browser failed to hydrate.
  expect(countryName(en, "HK")).toBe("Hong Kong");
  expect(countryName(en, "CN")).toBe("Mainland China");
  expect(countryName(en, "SG")).toBe("Singapore");
});

it("names any other country in the page's language, and nothing for no country", () => {
  expect(countryName(ja, "FR")).toBe("フランス");
  expect(countryName(en, "FR")).toBe("France");
  expect(countryName(en, null)).toBe(null);
});
