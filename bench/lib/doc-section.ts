import fs from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./results.ts";

/**
 * Replaces what lies between `<!-- bench:<section>:start -->` and `<!-- bench:<section>:end -->`
 * in a docs file (path relative to the repository root), leaving the hand-written rest alone.
 * Both markers must already be in the file: a missing marker is an error, not an append, so a
 * typo never silently grows the document.
 */
export async function writeDocSection(
  docFile: string,
  section: string,
  markdown: string,
): Promise<void> {
  const file = path.resolve(ROOT, docFile);
  const text = await fs.readFile(file, "utf8");
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`${docFile} lacks the markers ${start} … ${end}`);
  }
  const updated = `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`;
  await fs.writeFile(file, updated);
}

/** A GitHub-flavoured Markdown table; cells are written as given (escape `|` yourself). */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
