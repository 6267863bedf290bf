import type { Readable } from "node:stream";
import { Tokenizer } from "htmlparser2";
import { fromBufferPromise } from "yauzl";

/** What makes a .docx unfit to pass on to an employer, or not a Word document at all. */
export type DocxProblem = "active-content" | "unreadable" | "too-complex" | "not-docx";

const MAX_ENTRIES = 2000;
/** What all the parts may add up to unpacked: a zip bomb declares (or reaches) far more. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The XML parts read here (content types, relationships) are a few kilobytes in real files. */
const MAX_PART_BYTES = 1024 * 1024;

/**
 * Parts that hold macros, ActiveX controls or embedded programs and documents: any binary part
 * (.bin: VBA projects and OLE objects, whatever they are named) and the folders Word keeps them in.
 */
const ACTIVE_PART = /\.bin$|(?:^|\/)vbadata\.xml$|^word\/(?:activex|embeddings)\//;
/** Content types of macros and embedded objects, in [Content_Types].xml. */
const ACTIVE_CONTENT_TYPE = /macroenabled|vbaproject|activex|oleobject/i;
/** Relationships that run or embed something, wherever they point. */
const ACTIVE_RELATIONSHIP =
  /\/(?:oleObject|package|activeX\w*|control|vbaProject\w*|frame|subDocument|aFChunk)$/i;
/**
 * A template on the writer's own disk: Word records one in most CVs made from a template, and
 * opening it reaches nothing outside the reader's computer.
 */
const LOCAL_TEMPLATE = /^file:\/\/\/[a-z]:[\\/]/i;

/** A part's name as Word reads it: part names are case-insensitive and may be percent-encoded. */
function partName(raw: string): string {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Checks that a .docx is a real Word document and nothing more: the zip's directory first (the
 * number of parts and the sizes they declare, so a declared zip bomb is refused before anything
 * is inflated), then every part is read to its end — yauzl stops a part that unpacks to more
 * than it declared, so no part reaches more than the 64 MiB in all — and the XML parts that say
 * what the document contains and links to are parsed as XML (entities, quotes and encodings as
 * Word reads them).
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
    let declared = 0;
    let hasDocument = false;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > MAX_UNPACKED_BYTES) return "too-complex";
      const name = partName(entry.fileName);
      if (ACTIVE_PART.test(name)) return "active-content";
      if (name === "word/document.xml") hasDocument = true;
      const isIndex = name === "[content_types].xml";
      const isRelationships = name.endsWith(".rels");
      const read = isIndex || isRelationships;
      if (read && entry.uncompressedSize > MAX_PART_BYTES) return "too-complex";
      const bytes = await readPart(await zip.openReadStreamPromise(entry), read);
      if (isIndex && hasActiveContentType(decodeXml(bytes))) return "active-content";
      if (isRelationships && hasActiveRelationship(decodeXml(bytes))) return "active-content";
    }
    return hasDocument ? null : "not-docx";
  } catch {
    return "unreadable";
  } finally {
    zip.close();
  }
}

/**
 * The elements of an XML part with their attributes (entities decoded, either quote), by local
 * name so a namespace prefix does not hide one. htmlparser2's tokenizer alone: its parser keeps
 * a stack of open elements that grows in quadratic time on a part of unclosed tags.
 */
function eachElement(
  xml: string,
  visit: (name: string, attributes: Record<string, string>) => void,
) {
  let name = "";
  let attributes: Record<string, string> = {};
  let attribute = "";
  let value = "";
  const localName = (start: number, end: number) => {
    const qualified = xml.slice(start, end);
    return qualified.slice(qualified.indexOf(":") + 1);
  };
  const ignore = () => {};
  const tokenizer = new Tokenizer(
    { xmlMode: true, decodeEntities: true },
    {
      onopentagname(start, end) {
        name = localName(start, end);
        // No prototype: an attribute named __proto__ is only an attribute.
        attributes = Object.create(null);
      },
      onattribname(start, end) {
        attribute = xml.slice(start, end);
        value = "";
      },
      onattribdata(start, end) {
        value += xml.slice(start, end);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        attributes[attribute] = value;
      },
      onopentagend: () => visit(name, attributes),
      onselfclosingtag: () => visit(name, attributes),
      oncdata: ignore,
      onclosetag: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onprocessinginstruction: ignore,
      ontext: ignore,
      ontextentity: ignore,
    },
  );
  tokenizer.write(xml);
  tokenizer.end();
}

function hasActiveContentType(xml: string): boolean {
  let active = false;
  eachElement(xml, (_name, attributes) => {
    if (Object.values(attributes).some((value) => ACTIVE_CONTENT_TYPE.test(value))) active = true;
  });
  return active;
}

/**
 * Relationships that run or embed something, and any that reaches outside the file other than a
 * web link or a template on the writer's own disk (remote templates, images, frames: fetched
 * when the document opens).
 */
export function hasActiveRelationship(xml: string): boolean {
  let active = false;
  eachElement(xml, (name, attributes) => {
    if (name !== "Relationship") return;
    const type = attributes.Type ?? "";
    const target = attributes.Target ?? "";
    const external = (attributes.TargetMode ?? "").toLowerCase() === "external";
    if (ACTIVE_RELATIONSHIP.test(type)) active = true;
    else if (/\/attachedTemplate$/i.test(type)) active ||= !LOCAL_TEMPLATE.test(target);
    else if (external && !/\/hyperlink$/i.test(type)) active = true;
  });
  return active;
}

/** XML as Word reads it: UTF-16 when it starts with a byte-order mark, UTF-8 otherwise. */
function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return bytes.toString("utf8");
}

/** Reads a part to its end (yauzl checks its real size); keeps the bytes only when asked. */
async function readPart(stream: Readable, keep: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (keep) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
