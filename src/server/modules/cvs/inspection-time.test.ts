import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "#shared/schemas/cvs.ts";
import { hasActiveRelationship } from "./docx-check.ts";
import { pdfProblem } from "./pdf-check.ts";

/**
 * The CV checks read what anyone uploads, up to 5 MB (a .docx's XML parts up to 1 MiB), in time
 * that grows linearly with it: crafted pieces that would make a naive scanner backtrack or
 * rescan (unclosed strings, names, stream keywords without an end, broken tags), repeated.
 */
const PDF_WORST = [
  "(",
  "((",
  "\\(",
  ")",
  "/a",
  "/J#",
  "#",
  "stream\n",
  "endstream ",
  "%",
  "<<",
  "/",
];
const XML_WORST = ["<Relationship ", '<Relationship Type="', 'Type="', "<", "<Relationship>"];

const repeatTo = (piece: string, length: number) =>
  Buffer.from(piece.repeat(Math.ceil(length / piece.length)).slice(0, length), "latin1");

function linear(piece: string, max: number, run: (input: Buffer) => unknown) {
  const time = (input: Buffer) => {
    const started = performance.now();
    run(input);
    return performance.now() - started;
  };
  const quarter = time(repeatTo(piece, max / 4));
  const full = time(repeatTo(piece, max));
  // Four times the input, about four times the time (quadratic would be sixteen).
  expect(full, JSON.stringify(piece)).toBeLessThan(8 * quarter + 100);
  expect(full, JSON.stringify(piece)).toBeLessThan(3_000);
}

describe("CV checks' time", () => {
  it("stays linear on crafted PDFs up to 5 MB", () => {
    const pieces = fc.oneof(
      fc.constantFrom(...PDF_WORST),
      fc
        .array(fc.constantFrom(..."()/\\#%<>[]{} \nstream"), { minLength: 1, maxLength: 8 })
        .map((chars) => chars.join("")),
    );
    fc.assert(
      fc.property(pieces, (piece) =>
        linear(piece, CV_MAX_BYTES, (input) =>
          pdfProblem(Buffer.concat([Buffer.from("%PDF-1.7\n"), input])),
        ),
      ),
      { numRuns: 8, examples: PDF_WORST.map((piece) => [piece]) },
    );
  }, 120_000);

  it("stays linear on crafted relationship parts up to 1 MiB", () => {
    fc.assert(
      fc.property(fc.constantFrom(...XML_WORST), (piece) =>
        linear(piece, 1024 * 1024, (input) => hasActiveRelationship(input.toString("latin1"))),
      ),
      { numRuns: 5, examples: XML_WORST.map((piece) => [piece]) },
    );
  }, 60_000);
});
