import type { Readable } from "node:stream";
import { fromBufferPromise } from "yauzl";

/** What makes a .docx unfit to pass on to an employer, or not a Word document at all. */
export type DocxProblem = "active-content" | "unreadable" | "too-complex" | "not-docx";

const MAX_ENTRIES = 2000;
/** What all the parts may add up to unpacked: a zip bomb declares (or reaches) far more. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The XML parts read here (content types, relationships) are a few kilobytes in real files. */
const MAX_PART_BYTES = 1024 * 1024;

/** Parts that hold macros, ActiveX controls or embedded programs and documents. */
const ACTIVE_PART = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|^word\/(?:activeX|embeddings)\//i;
/** Relationships that fetch something when the document opens (remote templates, frames). */
const ACTIVE_RELATIONSHIP = /\/(?:attachedTemplate|oleObject|frame|subDocument|package)$/;
/**
 * A template on the writer's own disk: Word records one in most CVs made from a template, and
 * opening it reaches nothing outside the reader's computer.
 */
const LOCAL_PATH = /^file:\/\/\/[a-z]:[\\/]/i;

/**
 * Checks that a .docx is a real Word document and nothing more, without unpacking it: the
 * zip's directory is read first (part count and unpacked sizes, so a zip bomb is refused
 * before any of it is inflated), then only the small XML parts that say what the document
 * contains and links to. yauzl checks each part's real size against the one it declared.
 */
export async function docxProblem(data: Buffer): Promise<DocxProblem | null> {
  let zip: Awaited<ReturnType<typeof fromBufferPromise>>;
  try {
    zip = await fromBufferPromise(data, { lazyEntries: true, strictFileNames: false });
  } catch {
    return "unreadable";
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    return "too-complex";
  }
  try {
    let unpacked = 0;
    let hasDocument = false;
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_UNPACKED_BYTES) return "too-complex";
      const name = entry.fileName;
      if (ACTIVE_PART.test(name)) return "active-content";
      if (name === "word/document.xml") hasDocument = true;
      const isIndex = name === "[Content_Types].xml";
      if (!isIndex && !name.endsWith(".rels")) continue;
      if (entry.uncompressedSize > MAX_PART_BYTES) return "too-complex";
      const xml = await readPart(await zip.openReadStreamPromise(entry));
      if (isIndex ? /macroEnabled/i.test(xml) : hasActiveRelationship(xml)) return "active-content";
    }
    return hasDocument ? null : "not-docx";
  } catch {
    return "unreadable";
  } finally {
    zip.close();
  }
}

export function hasActiveRelationship(xml: string): boolean {
  // [^<>]* stops at the next tag, so the scan stays linear even in a part full of broken tags.
  for (const [element] of xml.matchAll(/<Relationship\b[^<>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1] ?? "";
    if (
      ACTIVE_RELATIONSHIP.test(attribute("Type")) &&
      attribute("TargetMode") === "External" &&
      !LOCAL_PATH.test(attribute("Target"))
    )
      return true;
  }
  return false;
}

async function readPart(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PART_BYTES) throw new Error("Part larger than it said");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
