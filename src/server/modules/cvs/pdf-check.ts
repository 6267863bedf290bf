import { constants, inflateSync } from "node:zlib";

/** What makes a PDF unfit to pass on to an employer, or unreadable for the check. */
export type PdfProblem = "active-content" | "encrypted" | "unreadable" | "too-complex";

/**
 * Names that make a PDF do something when opened or clicked (scripts, launching programs,
 * embedded or attached files, links to other files, forms that post data, rich media and 3D):
 * a CV needs none of them. Plain web links (/URI) stay.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "GoToR",
  "GoToE",
  "RichMedia",
  "3D",
  "OnInstantiate",
  "Rendition",
  "Movie",
  "Sound",
  "XFA",
  "SubmitForm",
  "ImportData",
]);
/** Object streams inflated while checking one file, in all: beyond it the file is refused. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
/**
 * An object's header ("12 0 obj"). Viewers find objects by the offsets in the file's
 * cross-reference table, so one placed inside a comment, a string or a stream's data would be
 * read by a viewer and skipped by this scan: such a file is refused.
 */
const OBJECT_HEADER = /\d[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj/;

/**
 * Reads a PDF's dictionaries for active content, in one pass over its bytes: strings, comments
 * and the data of ordinary streams (page text, images, fonts) are skipped, so a name written in
 * the CV's text ("Node/JS") is not mistaken for one, but none of them may hide an object; names
 * are decoded (`/J#53` is `/JS`); object streams, where compressed PDFs keep their
 * dictionaries, are inflated (within a budget) and read the same way. What the scan cannot
 * follow (a string or stream that never ends, a `stream` outside an object's dictionary) makes
 * the file unreadable, never passed. Linear in the size of the file and of what it inflates.
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

  constructor(problem: PdfProblem = "unreadable") {
    super(problem);
    this.problem = problem;
  }
}

/** What the scan skipped (a comment, a string, a stream's data) must not hold an object. */
function skipped(data: Buffer, start: number, end: number) {
  if (OBJECT_HEADER.test(data.toString("latin1", start, end))) throw new Unreadable();
}

function scan(data: Buffer, budget: { left: number }, topLevel: boolean): PdfProblem | null {
  // Since the current object began: whether its dictionary is an object stream's (/ObjStm, or
  // /First, which only object streams have), and whether the last token closed a dictionary.
  let objectStreamAhead = false;
  let inObject = false;
  let afterDictionary = false;
  let i = 0;
  while (i < data.length) {
    const byte = data[i]!;
    const start = i;
    if (byte === 0x25 /* % */) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
      skipped(data, start, i);
      continue;
    }
    if (byte === 0x28 /* ( */) {
      i = skipLiteralString(data, i);
      skipped(data, start, i);
      afterDictionary = false;
    } else if (byte === 0x2f /* / */) {
      i++;
      while (i < data.length && isRegular(data[i]!)) i++;
      const name = decodeName(data.subarray(start + 1, i));
      if (ACTIVE_NAMES.has(name)) return "active-content";
      if (name === "Encrypt" && topLevel) return "encrypted";
      if (name === "ObjStm" || name === "First") objectStreamAhead = true;
      afterDictionary = false;
    } else if (byte === 0x3e /* > */ && data[i + 1] === 0x3e) {
      i += 2;
      afterDictionary = true;
    } else if (isRegular(byte)) {
      while (i < data.length && isRegular(data[i]!)) i++;
      const word = i - start <= 9 ? data.toString("latin1", start, i) : "";
      if (word === "obj" || word === "endobj") {
        inObject = word === "obj";
        objectStreamAhead = false;
      } else if (topLevel && word === "stream" && inObject && afterDictionary) {
        const end = data.indexOf("endstream", i, "latin1");
        if (end === -1) throw new Unreadable();
        skipped(data, i, end);
        if (objectStreamAhead) {
          const problem = scan(inflateObjectStream(data.subarray(i, end), budget), budget, false);
          if (problem) return problem;
        }
        objectStreamAhead = false;
        i = end + "endstream".length;
      } else if (word === "stream" && topLevel) {
        // Not after an object's dictionary: no viewer reads data here; the scan would skip it.
        throw new Unreadable();
      }
      afterDictionary = false;
    } else {
      i++;
      if (!WHITESPACE.has(byte)) afterDictionary = false;
    }
  }
  return null;
}

/** Past a `( … )` string, whose parentheses nest unless escaped; one never closed is unreadable. */
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
  throw new Unreadable();
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
