import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogPostInput } from "#shared/schemas/blogs.ts";
import { companyInput } from "#shared/schemas/companies.ts";
import { eventInput } from "#shared/schemas/events.ts";
import { jobInput } from "#shared/schemas/jobs.ts";
import { markdownToHtml, markdownToText } from "./render.ts";

/**
 * Every Markdown field, at the longest the API accepts, renders in time that grows linearly with
 * its length: one piece of content must never hold up a page for seconds. Worst cases are what
 * broke parsers before (runs of brackets, emphasis markers, quotes, nested lists, table pipes),
 * repeated to the field's maximum.
 */
const MARKDOWN_FIELDS = [
  ["a job's", jobInput, "description"],
  ["an event's", eventInput, "description"],
  ["a post's", blogPostInput, "body"],
  ["a company's", companyInput, "description"],
] as const;

function maxLength(schema: z.ZodType, field: string): number {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, { maxLength?: number }>;
  };
  const max = json.properties[field]?.maxLength;
  if (!max) throw new Error(`${field} has no maximum length`);
  return max;
}

const KNOWN_WORST = [
  "_a",
  "*a",
  "[a](",
  "[",
  "![",
  ">",
  "> ",
  "- ",
  "|a",
  "`",
  "<a ",
  "&#",
  "a@",
  "www.",
];
const markup = fc.constantFrom(..."[]()*_`<>!#-|\\&~:. \n\t=+1aé日");
const fragment = fc.oneof(
  fc.constantFrom(...KNOWN_WORST),
  fc.array(markup, { minLength: 1, maxLength: 6 }).map((chars) => chars.join("")),
);

const repeatTo = (piece: string, length: number) =>
  piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

function millisecondsFor(text: string): number {
  const started = performance.now();
  markdownToHtml(text);
  markdownToText(text, { maxLength: 160 });
  markdownToText(text, { lines: true });
  return performance.now() - started;
}

describe("Markdown rendering time", () => {
  for (const [whose, schema, field] of MARKDOWN_FIELDS) {
    const max = maxLength(schema, field);
    it(`stays linear on crafted input up to the ${max} characters of ${whose} ${field}`, () => {
      fc.assert(
        fc.property(fragment, (piece) => {
          const quarter = millisecondsFor(repeatTo(piece, max / 4));
          const full = millisecondsFor(repeatTo(piece, max));
          // Linear: four times the text, about four times the time (quadratic would be 16).
          expect(full, JSON.stringify(piece)).toBeLessThan(8 * quarter + 100);
          // 100,000 characters of the worst tables take about 0.4 s here; a slow CPU has room.
          expect(full, JSON.stringify(piece)).toBeLessThan((max / 100_000) * 3_000 + 200);
        }),
        { numRuns: max >= 100_000 ? 12 : 8, examples: KNOWN_WORST.map((piece) => [piece]) },
      );
    }, 120_000);
  }
});
