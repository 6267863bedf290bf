import { beforeAll, describe, expect, it } from "vitest";
import { jobPayload, publicTitlesAt, setUpJobTests } from "./job-test-setup.ts";
import { PLACES, placeNamed } from "./places.ts";

const t = setUpJobTests();

describe("the place names", () => {
  it("name each place once: no name stands for two different places", () => {
    for (const place of PLACES) {
      for (const name of place.names) {
        expect(placeNamed(name), name).toBe(place);
      }
    }
  });

  it("are found whatever the case, width or spacing", () => {
    expect(placeNamed("  kuala   LUMPUR ")?.city).toBe("Kuala Lumpur");
    expect(placeNamed("ＳＧ")?.country).toBe("SG");
    expect(placeNamed("Kuala")).toBeUndefined();
  });
});

describe("the location filter", () => {
  let company: string;
  const titlesAt = async (location: string) =>
    (await publicTitlesAt(t, company, { location })).sort();

  beforeAll(async () => {
    const created = await t.postAsAdmin<{ id: string; slug: string }>("/api/companies", {
      name: "Places Test Co",
    });
    company = created.slug;
    const post = (title: string, location: string, country: string | null) =>
      t.postAsAdmin("/api/jobs", jobPayload(created.id, { title, location, country }));
    await post("Data Engineer", "Singapore", "SG");
    await post("Payments Engineer", "Kuala Lumpur (remote within Malaysia)", "MY");
    await post("Support Lead", "東京都渋谷区", "JP");
    await post("QA Analyst", "Bengaluru (Koramangala)", "IN");
    await post("Tutor", "Jakarta", null);
  });

  it.each([
    ["SG", ["Data Engineer"]],
    ["新加坡", ["Data Engineer"]],
    ["シンガポール", ["Data Engineer"]],
    ["Malaysia", ["Payments Engineer"]],
    ["吉隆坡", ["Payments Engineer"]],
    ["Tokyo", ["Support Lead"]],
    ["도쿄", ["Support Lead"]],
    ["Bangalore", ["QA Analyst"]],
    ["India", ["QA Analyst"]],
    ["Djakarta", ["Tutor"]],
  ])("%s finds the jobs there, in any of its names", async (location, titles) => {
    expect(await titlesAt(location)).toEqual(titles);
  });

  it("still takes a part of the location as written", async () => {
    expect(await titlesAt("渋谷")).toEqual(["Support Lead"]);
    expect(await titlesAt("koramangala")).toEqual(["QA Analyst"]);
    expect(await titlesAt("Atlantis")).toEqual([]);
  });
});

describe("a place in the keyword box", () => {
  let company: string;
  const titlesFor = (q: string) => publicTitlesAt(t, company, { q });

  beforeAll(async () => {
    const created = await t.postAsAdmin<{ id: string; slug: string }>("/api/companies", {
      name: "Keyword Places Co",
    });
    company = created.slug;
    const post = (title: string, location: string, country: string) =>
      t.postAsAdmin("/api/jobs", jobPayload(created.id, { title, location, country }));
    await post("Quantum Analyst", "Seoul", "KR");
    await post("Quantum Analyst Lead", "Singapore", "SG");
    await post("Harbour Pilot", "Singapore", "SG");
  });

  it("ranks the jobs there first, among those the other words find", async () => {
    expect(await titlesFor("quantum singapore")).toEqual([
      "Quantum Analyst Lead",
      "Quantum Analyst",
    ]);
    expect(await titlesFor("quantum 新加坡")).toEqual(["Quantum Analyst Lead", "Quantum Analyst"]);
  });

  it("alone, finds the jobs there", async () => {
    expect((await titlesFor("singapore")).sort()).toEqual([
      "Harbour Pilot",
      "Quantum Analyst Lead",
    ]);
    expect(await titlesFor("서울")).toEqual(["Quantum Analyst"]);
  });

  it("takes two Latin letters for a word, not a country code", async () => {
    // "in" would be India, "sg" Singapore: here they are only words of the search.
    expect(await titlesFor("quantum in")).toEqual(
      expect.arrayContaining(["Quantum Analyst", "Quantum Analyst Lead"]),
    );
    expect(await titlesFor("sg")).toEqual([]);
  });
});
