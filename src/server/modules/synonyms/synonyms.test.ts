import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchWords } from "#shared/search-words.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

type Group = { id: string; words: string[] };
const save = (words: string[], id?: string) =>
  t.asAdmin(id ? "PUT" : "POST", id ? `/api/synonyms/${id}` : "/api/synonyms", { words });

describe("a synonym group", () => {
  it("stores its words as search compares them, each once", async () => {
    const response = await save(["Ｓｏｍｍｅｌｉｅｒ", "sommelier", "  ソムリエ ", "侍酒师"]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Group>().words).toEqual(["sommelier", "ソムリエ", "侍酒师"]);
  });

  it("needs two different words, each of at most 60 characters", async () => {
    for (const words of [["barista"], ["Barista", "barista "], ["barista", "x".repeat(61)]]) {
      const response = await save(words);
      expect(response.statusCode, words.join()).toBe(400);
      expect(response.json().error.fields.words ?? response.json().error.fields["words.1"]).toMatch(
        /two different words|at most 60/,
      );
    }
  });

  it("refuses a word another group has, saying which, and lets a group keep its own", async () => {
    const refused = await save(["engineer", "ingeniero"]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.words).toMatch(
      /^“engineer” is already in the group “engineer, /,
    );

    const created = (await save(["florist", "花艺师"])).json<Group>();
    const renamed = await save(["florist", "花艺师", "フローリスト"], created.id);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Group>().words).toEqual(["florist", "花艺师", "フローリスト"]);
  });

  it("is listed by any of its words, and its changes are in the history", async () => {
    const { id } = (await save(["glazier", "玻璃工"])).json<Group>();
    await save(["glazier", "玻璃工", "ガラス職人"], id);
    const listed = await t.asAdmin("GET", `/api/synonyms?q=${encodeURIComponent("ガラス")}`);
    expect(listed.json<{ items: Group[] }>().items.map((group) => group.id)).toEqual([id]);

    const history = await t.asAdmin("GET", `/api/audit?entity=synonym&entityId=${id}`);
    const actions = history.json<{ items: { action: string }[] }>().items.map((e) => e.action);
    expect(actions).toEqual(["update", "create"]);
  });
});

it("seeds groups whose words are each in search form and in one group only", async () => {
  const { rows } = await t.services.db.execute<{ word: string; groups: number }>(
    sql`select word, count(*)::int as groups from search_synonyms, unnest(words) as word group by word`,
  );
  expect(rows.length).toBeGreaterThan(300);
  expect(rows.filter((row) => row.groups > 1)).toEqual([]);
  expect(rows.filter((row) => searchWords(row.word) !== row.word)).toEqual([]);
});
