import { describe, expect, it } from "vitest";
import { PROFILE_ENTRIES_MAX } from "#shared/schemas/profiles.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

const call = (
  token: string,
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

const careerBreak = {
  kind: "career-break",
  title: "Caring for my children",
  startedOn: "2019-06",
  endedOn: "2022-01",
  note: "Also volunteered at the school library.",
};
const job = {
  kind: "job",
  title: "Data Analyst",
  organisation: "Lotus Analytics",
  startedOn: "2022-02",
};

describe("a job seeker's profile", () => {
  it("keeps her preferences and a history where a career break is an entry, latest first", async () => {
    const token = await t.signUp("member");
    const empty = await call(token, "GET", "/api/profile");
    expect(empty.json()).toMatchObject({ headline: null, visibility: "private", entries: [] });

    const saved = await call(token, "PUT", "/api/profile", {
      headline: "Analyst returning after a career break",
      location: "Singapore",
      country: "SG",
      workplaces: ["hybrid", "remote", "hybrid"],
      skills: ["SQL", "Python", "SQL"],
      visibility: "applications",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      workplaces: ["hybrid", "remote"],
      skills: ["SQL", "Python"],
    });
    expect((await call(token, "POST", "/api/profile/entries", careerBreak)).statusCode).toBe(201);
    expect((await call(token, "POST", "/api/profile/entries", job)).statusCode).toBe(201);

    const profile = (await call(token, "GET", "/api/profile")).json();
    expect(profile.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      "job",
      "career-break",
    ]);
    expect(profile.entries[1]).toMatchObject({ organisation: null, note: careerBreak.note });
    expect(profile.headline).toBe("Analyst returning after a career break");
  });

  it("is hers alone: another member and an admin neither read nor change her entries", async () => {
    const owner = await t.signUp("member");
    const entry = (await call(owner, "POST", "/api/profile/entries", job)).json();
    for (const caller of [await t.signUp("member"), t.adminToken]) {
      expect((await call(caller, "GET", "/api/profile")).json().entries).toEqual([]);
      expect(
        (
          await call(caller, "PUT", `/api/profile/entries/${entry.id}`, {
            ...job,
            title: "Intruder",
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(caller, "DELETE", `/api/profile/entries/${entry.id}`)).statusCode).toBe(
        404,
      );
    }
    const kept = (await call(owner, "GET", "/api/profile")).json().entries;
    expect(kept).toEqual([expect.objectContaining({ id: entry.id, title: "Data Analyst" })]);
    expect((await call(owner, "DELETE", `/api/profile/entries/${entry.id}`)).statusCode).toBe(204);
  });

  it("says what to fix in an entry, and keeps at most the maximum", async () => {
    const token = await t.signUp("member");
    const wrong = await call(token, "POST", "/api/profile/entries", {
      kind: "job",
      title: "Engineer",
      startedOn: "2020-13",
      endedOn: "2019-01",
    });
    expect(wrong.statusCode).toBe(400);
    // Each mistake beside its field: a month that is none, no organisation, an end before the start.
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual([
      "endedOn",
      "organisation",
      "startedOn",
    ]);
    const backwards = await call(token, "POST", "/api/profile/entries", {
      ...job,
      startedOn: "2020-05",
      endedOn: "2019-01",
    });
    expect(backwards.json().error.fields).toHaveProperty("endedOn");
    const noOrganisation = await call(token, "POST", "/api/profile/entries", {
      ...job,
      organisation: "",
    });
    expect(noOrganisation.json().error.fields).toHaveProperty("organisation");

    for (let index = 0; index < PROFILE_ENTRIES_MAX; index += 1) {
      expect((await call(token, "POST", "/api/profile/entries", careerBreak)).statusCode).toBe(201);
    }
    const full = await call(token, "POST", "/api/profile/entries", careerBreak);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe("ENTRIES_FULL");
  });
});
