import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "#shared/search-words.ts";
import { jobPayload, publicTitlesAt, setUpJobTests } from "./job-test-setup.ts";

const t = setUpJobTests();
let company: string;

/** Titles the keyword box finds among this file's jobs, in the order the search ranks them. */
const titlesFor = (q: string) => publicTitlesAt(t, company, { q });

beforeAll(async () => {
  const created = await t.postAsAdmin<{ id: string; slug: string }>("/api/companies", {
    name: "Search Words Co",
  });
  company = created.slug;
  const titles = [
    "Backend Engineer",
    "產品測試工程師（車用晶片）",
    "エンジニア募集",
    "ＵＸ Researcher",
    "数据分析师",
    "Credit Risk Analyst",
    "カスタマーサポート リーダー",
    "Gardener",
  ];
  for (const [day, title] of titles.entries()) {
    await t.postAsAdmin(
      "/api/jobs",
      jobPayload(created.id, {
        title,
        description: "A role.",
        publishedAt: new Date(Date.UTC(2026, 0, 1 + day)).toISOString(),
      }),
    );
  }
});

describe("scripts written without spaces", () => {
  it("are found from one character on, in any width", async () => {
    expect(await titlesFor("測")).toEqual(["產品測試工程師（車用晶片）"]);
    expect(await titlesFor("晶片")).toEqual(["產品測試工程師（車用晶片）"]);
    expect(await titlesFor("ﾘｰﾀﾞｰ")).toEqual(["カスタマーサポート リーダー"]);
    expect(await titlesFor("ux")).toEqual(["ＵＸ Researcher"]);
  });

  it("need every pair of the query's letters, in the title or company name", async () => {
    expect(await titlesFor("晶工")).toEqual([]);
  });
});

describe("synonyms across languages", () => {
  it("find a job written in another language, the words as typed first", async () => {
    expect(await titlesFor("エンジニア")).toEqual([
      "エンジニア募集",
      "產品測試工程師（車用晶片）",
      "Backend Engineer",
    ]);
    expect(await titlesFor("engineer")).toEqual([
      "Backend Engineer",
      "エンジニア募集",
      "產品測試工程師（車用晶片）",
    ]);
  });

  it("take the longest words first and whole Latin words only", async () => {
    expect(await titlesFor("customer support")).toEqual(["カスタマーサポート リーダー"]);
    // 数据 and 分析师 are two groups: data analysts in any language.
    expect(await titlesFor("数据分析师")).toEqual(["数据分析师"]);
    expect((await titlesFor("analyst")).sort()).toEqual(["Credit Risk Analyst", "数据分析师"]);
    expect(await titlesFor("gardenerengineer")).toEqual([]);
  });

  it("apply at once when an admin adds a group, to lists cached before", async () => {
    expect(await titlesFor("jardinero")).toEqual([]);
    await t.services.db.execute(
      sql`insert into search_synonyms (words) values (array['gardener', 'jardinero'])`,
    );
    expect(await titlesFor("jardinero")).toEqual(["Gardener"]);
  });
});

it("compares words in one form: NFKC, lower case, single spaces", () => {
  expect(searchWords("  Ｃｕｓｔｏｍｅｒ　SUPPORT!! ")).toBe("customer support");
  expect(searchWords("part-time, (ﾊﾟｰﾄ)")).toBe("part-time パート");
});
