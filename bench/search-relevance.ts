/**
 * Search relevance: the labelled queries of bench/relevance/queries.ts and the held-out set of
 * bench/relevance/held-out.ts, asked of the public job
 * search (the API the jobs page calls) on the demo content, in a production build with its own
 * embedded database. Reports recall@5 (the share of a query's expected jobs among its first five
 * results, out of at most five) and MRR (1 / the rank of the first expected job) per language and per kind of query.
 * `npm run bench:search`; the target is recall@5 of at least 0.9 in every language (decision 0015).
 */
import { PAGE_SIZE_MAX } from "#shared/constants.ts";
import { markdownTable, writeDocSection } from "./lib/doc-section.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { writeResults } from "./lib/results.ts";
import { ensureBuild } from "./lib/server.ts";
import { HELD_OUT_QUERIES } from "./relevance/held-out.ts";
import { RELEVANCE_QUERIES, type RelevanceQuery } from "./relevance/queries.ts";
import { startAppServer } from "./web/app-server.ts";

const DOC = "docs/SEARCH.md";
const TOP = 5;
const TARGET_RECALL = 0.9;

type Judged = RelevanceQuery & {
  status: number;
  top: string[];
  recall: number;
  reciprocalRank: number;
};

async function search(origin: string, params: RelevanceQuery["params"], pageSize: number) {
  const url = new URL("/api/jobs/public", origin);
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) url.searchParams.append(key, item);
  }
  url.searchParams.set("pageSize", String(pageSize));
  const response = await fetch(url);
  const body = response.ok ? ((await response.json()) as { items: { title: string }[] }) : null;
  return { status: response.status, titles: body?.items.map((job) => job.title) ?? [] };
}

/** Every title the fixture names is a public demo job: a renamed job fails the run, not the score. */
async function checkFixture(origin: string) {
  const published = new Set<string>();
  for (let page = 1; ; page++) {
    const { titles } = await search(origin, { page: String(page) }, PAGE_SIZE_MAX);
    for (const title of titles) published.add(title);
    if (titles.length < PAGE_SIZE_MAX) break;
  }
  const unknown = [...RELEVANCE_QUERIES, ...HELD_OUT_QUERIES]
    .flatMap((query) => query.expect)
    .filter((title) => !published.has(title));
  if (unknown.length > 0) {
    throw new Error(
      `The fixture names jobs the demo content does not publish: ${[...new Set(unknown)].join("; ")}`,
    );
  }
}

function judge(query: RelevanceQuery, status: number, top: string[]): Judged {
  const hits = query.expect.filter((title) => top.includes(title)).length;
  const first = top.findIndex((title) => query.expect.includes(title));
  return {
    ...query,
    status,
    top,
    // A query expecting more jobs than the first five hold is perfect with any five of them.
    recall: hits / Math.min(query.expect.length, TOP),
    reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function summarise(judged: Judged[], key: "language" | "kind") {
  const groups = Map.groupBy(judged, (query) => query[key]);
  return [...groups].map(([name, queries]) => ({
    [key]: name,
    queries: queries.length,
    recallAt5: mean(queries.map((query) => query.recall)),
    mrr: mean(queries.map((query) => query.reciprocalRank)),
    refused: queries.filter((query) => query.status !== 200).length,
  }));
}

const figure = (value: number) => value.toFixed(2);
const describe = (params: RelevanceQuery["params"]) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${[value].flat().join(",")}`)
    .join(" ");

/** The tables and misses of one set of queries, as the doc shows them. */
function report(title: string, judged: Judged[]) {
  const byLanguage = summarise(judged, "language");
  const byKind = summarise(judged, "kind");
  const languageTable = markdownTable(
    [
      "language",
      "queries",
      "recall@5",
      "MRR",
      "refused (not 200)",
      `target recall@5 ≥ ${TARGET_RECALL}`,
    ],
    byLanguage.map((row) => [
      String(row.language),
      row.queries,
      figure(row.recallAt5),
      figure(row.mrr),
      row.refused,
      row.recallAt5 >= TARGET_RECALL ? "reached" : "**not yet**",
    ]),
  );
  const kindTable = markdownTable(
    ["kind of query", "queries", "recall@5", "MRR"],
    byKind.map((row) => [String(row.kind), row.queries, figure(row.recallAt5), figure(row.mrr)]),
  );
  const missed = judged
    .filter((query) => query.recall < 1)
    .map(
      (query) =>
        `- ${query.language}, ${query.kind}: \`${describe(query.params).replaceAll("|", "\\|")}\` ` +
        `recall ${figure(query.recall)}${query.status === 200 ? "" : ` (answered ${query.status})`}` +
        ` (first five: ${query.top.join("; ").replaceAll("|", "\\|") || "nothing"})`,
    );
  const text = [
    `### ${title}: ${judged.length} queries`,
    "",
    languageTable,
    "",
    kindTable,
    "",
    "Queries that missed an expected job:",
    "",
    ...(missed.length > 0 ? missed : ["- none"]),
  ].join("\n");
  return { byLanguage, byKind, text };
}

async function main() {
  ensureBuild();
  const server = await startAppServer();
  const sets = [
    { name: "fixture", title: "Fixture (bench/relevance/queries.ts)", queries: RELEVANCE_QUERIES },
    {
      name: "held-out",
      title: "Held out (bench/relevance/held-out.ts, written before it was first run)",
      queries: HELD_OUT_QUERIES,
    },
  ];
  const judged: Judged[][] = [];
  let machine: Awaited<ReturnType<typeof describeMachine>>;
  try {
    await checkFixture(server.origin);
    for (const set of sets) {
      const answers: Judged[] = [];
      for (const query of set.queries) {
        const { status, titles } = await search(server.origin, query.params, TOP);
        answers.push(judge(query, status, titles));
      }
      judged.push(answers);
    }
    machine = await describeMachine(server.databaseUrl ?? undefined);
  } finally {
    await server.stop();
  }

  const reports = sets.map((set, index) => ({ ...set, ...report(set.title, judged[index]!) }));
  for (const { text } of reports) console.log(`\n${text}\n`);
  await writeResults("search-relevance", machine, {
    method: `labelled queries through GET /api/jobs/public on the demo content; first ${TOP} results`,
    sets: reports.map((item, index) => ({
      name: item.name,
      byLanguage: item.byLanguage,
      byKind: item.byKind,
      queries: judged[index],
    })),
  });
  await writeDocSection(
    DOC,
    "search-relevance",
    [
      `Last run: ${machine.date.slice(0, 10)}. ${machineLine(machine)}`,
      "",
      ...reports.map((item) => item.text),
    ].join("\n\n"),
  );
  console.log(`Results: bench/results/search-relevance.json; section of ${DOC} updated.`);
}

await main();
