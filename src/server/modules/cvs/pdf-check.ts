import { constants, inflateSync } from "node:zlib";

/** What makes a PDF unfit to pass on to an employer, or unreadable for the check. */
export type PdfProblem = "active-content" | "encrypted" | "unreadable" | "too-complex";

/**
 * Names that make a PDF do something when opened or clicked (scripts, launching programs,
 * embedded files, forms that post data, rich media): a CV needs none of them.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);
/** Object streams inflated while checking one file, in all: beyond it the file is refused. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

/**
 * Reads a PDF's dictionaries for active content, in one pass over its bytes: strings, comments
 * and the data of ordinary streams (page text, images, fonts) are skipped, so a name written in
 * the CV's text ("Node/JS") is not mistaken for one; names are decoded (`/J#53` is `/JS`);
 * object streams, where compressed PDFs keep their dictionaries, are inflated (within a budget)
 * and read the same way. Linear in the size of the file and of what it inflates.
 */
export function pdfProblem(data: Buffer): PdfProblem | null {
  const budget = { left: MAX_INFLATED_BYTES };
  try {
    return scan(data, budget, true);
  } catch (error) {
    if (error instanceof Unreadable) return error.problem;
    throw error;
  }
}

class Unreadable extends Error {
  readonly problem: PdfProblem;

  constructor(problem: PdfProblem) {
    super(problem);
    this.problem = problem;
  }
}

function scan(data: Buffer, budget: { left: number }, topLevel: boolean): PdfProblem | null {
  let objectStreamAhead = false;
  let i = 0;
  while (i < data.length) {
    const byte = data[i]!;
    if (byte === 0x25 /* % */) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (byte === 0x28 /* ( */) {
      i = skipLiteralString(data, i);
    } else if (byte === 0x2f /* / */) {
      const start = ++i;
      while (i < data.length && isRegular(data[i]!)) i++;
      const name = decodeName(data.subarray(start, i));
      if (ACTIVE_NAMES.has(name)) return "active-content";
      if (name === "Encrypt" && topLevel) return "encrypted";
      if (name === "ObjStm") objectStreamAhead = true;
    } else if (isRegular(byte)) {
      const start = i;
      while (i < data.length && isRegular(data[i]!)) i++;
      if (topLevel && i - start === 6 && data.toString("latin1", start, i) === "stream") {
        const end = data.indexOf("endstream", i, "latin1");
        const body = data.subarray(i, end === -1 ? data.length : end);
        if (objectStreamAhead) {
          const problem = scan(inflateObjectStream(body, budget), budget, false);
          if (problem) return problem;
        }
        objectStreamAhead = false;
        i = end === -1 ? data.length : end + "endstream".length;
      }
    } else {
      i++;
    }
  }
  return null;
}

/** Past a `( … )` string, whose parentheses nest unless escaped. */
function skipLiteralString(data: Buffer, open: number): number {
  let depth = 0;
  let i = open;
  while (i < data.length) {
    const byte = data[i]!;
    if (byte === 0x5c /* \ */) i++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return i + 1;
    i++;
  }
  return i;
}

/** `#xx` in a name stands for the byte xx. */
function decodeName(raw: Buffer): string {
  const text = raw.toString("latin1");
  if (!text.includes("#")) return text;
  return text.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** An object stream's dictionaries, or the file is refused: what cannot be read is not passed on. */
function inflateObjectStream(body: Buffer, budget: { left: number }): Buffer {
  const start = body[0] === 0x0d && body[1] === 0x0a ? 2 : body[0] === 0x0a ? 1 : 0;
  try {
    const inflated = inflateSync(body.subarray(start), {
      maxOutputLength: Math.max(1, budget.left),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.left -= inflated.length;
    return inflated;
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new Unreadable(code === "ERR_BUFFER_TOO_LARGE" ? "too-complex" : "unreadable");
  }
}
