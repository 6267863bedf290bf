import { randomBytes, randomUUID } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CVS_MAX } from "#shared/schemas/cvs.ts";
import {
  docxEvasions,
  docxWithMacros,
  docxWithRemoteTemplate,
  pdfEvasions,
  pdfWithCompressedJavaScript,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  plainDocx,
  plainPdf,
  renamedExecutable,
  zipBombDocx,
} from "../../testing/cv-files.ts";
import { multipartFile } from "../../testing/multipart.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { createFileLinks } from "./file-links.ts";

const dataDir = `/tmp/career-cvs-${randomBytes(4).toString("hex")}`;
const t = setUpTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const upload = async (
  token: string,
  bytes: Buffer,
  filename = "cv.pdf",
  type = "application/pdf",
) =>
  t.request({
    method: "POST",
    url: "/api/cvs",
    token,
    ...(await multipartFile(bytes, filename, type)),
  });
const list = async (token: string) =>
  (await t.request({ method: "GET", url: "/api/cvs", token })).json().items as {
    id: string;
    name: string;
    format: string;
    isDefault: boolean;
  }[];
const storedFiles = async () =>
  (await readdir(path.join(dataDir, "private", "cvs")).catch(() => [])).length;

describe("CVs", () => {
  it("keeps a PDF and a .docx as what their bytes are, under cleaned names, the first as default", async () => {
    const token = await t.signUp("member");
    const first = await upload(token, plainPdf(), "../../etc/Mei\u202eLin CV.exe");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: "MeiLin CV.pdf", format: "pdf", isDefault: true });
    // Named and declared a PDF; it is a Word document, and kept as one.
    const second = await upload(token, await plainDocx(), "cv.pdf", "application/pdf");
    expect(second.json()).toMatchObject({ name: "cv.docx", format: "docx", isDefault: false });

    const download = await t.request({
      method: "GET",
      url: `/api/files/${second.json().id}`,
      token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(download.headers["content-disposition"]).toBe('attachment; filename="cv.docx"');
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("refuses hostile files with a reason, storing nothing", async () => {
    const token = await t.signUp("member");
    const before = await storedFiles();
    const cases: [string, Buffer, number, string][] = [
      ["a renamed program", renamedExecutable(), 422, "UNSUPPORTED_FILE"],
      ["a PDF that runs a script", pdfWithJavaScript(), 422, "ACTIVE_CONTENT"],
      ["a script under an escaped name", pdfWithEscapedJavaScript(), 422, "ACTIVE_CONTENT"],
      ["a script in an object stream", pdfWithCompressedJavaScript(), 422, "ACTIVE_CONTENT"],
      ["a document with macros", await docxWithMacros(), 422, "ACTIVE_CONTENT"],
      ["a remote template", await docxWithRemoteTemplate(), 422, "ACTIVE_CONTENT"],
      ["a zip bomb named .docx", await zipBombDocx(), 422, "FILE_TOO_COMPLEX"],
      [
        "50 MB",
        Buffer.concat([plainPdf(), randomBytes(50 * 1024 * 1024)]),
        413,
        "PAYLOAD_TOO_LARGE",
      ],
    ];
    for (const [what, bytes, status, code] of cases) {
      const response = await upload(token, bytes, "cv.pdf");
      expect({ what, status: response.statusCode, code: response.json().error.code }).toEqual({
        what,
        status,
        code,
      });
      expect(response.json().error.fields.file).toBeTruthy();
    }
    const evasions = { ...pdfEvasions(), ...(await docxEvasions()) };
    for (const [what, bytes] of Object.entries(evasions)) {
      const response = await upload(token, bytes, "cv.pdf");
      expect({ what, status: response.statusCode }).toEqual({ what, status: 422 });
      expect(["ACTIVE_CONTENT", "UNREADABLE_FILE"], what).toContain(response.json().error.code);
    }
    expect(await list(token)).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it(`keeps ${CVS_MAX}, moves the default on when the default goes, and lets her choose it`, async () => {
    const token = await t.signUp("member");
    const ids: string[] = [];
    for (let i = 0; i < CVS_MAX; i++)
      ids.push((await upload(token, plainPdf(`CV ${i}`))).json().id);
    const full = await upload(token, plainPdf());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe("CVS_FULL");

    const chosen = await t.request({ method: "PUT", url: `/api/cvs/${ids[2]}/default`, token });
    expect(chosen.json().items.map((item: { id: string }) => item.id)[0]).toBe(ids[2]);
    await t.request({ method: "DELETE", url: `/api/cvs/${ids[2]}`, token });
    const left = await list(token);
    expect(left.map((item) => [item.id, item.isDefault])).toEqual([
      [ids[0], true],
      [ids[1], false],
    ]);
    const gone = await t.request({ method: "GET", url: `/api/files/${ids[2]}`, token });
    expect(gone.statusCode).toBe(404);
    expect(await storedFiles()).toBeGreaterThan(0);
  });

  it("keep exactly one default however many changes arrive at once", async () => {
    const token = await t.signUp("member");
    const ids: string[] = [];
    for (let i = 0; i < CVS_MAX; i++)
      ids.push((await upload(token, plainPdf(`CV ${i}`))).json().id);
    const chosen = await Promise.all(
      ids.map((id) => t.request({ method: "PUT", url: `/api/cvs/${id}/default`, token })),
    );
    expect(chosen.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const [removed, added] = await Promise.all([
      t.request({ method: "DELETE", url: `/api/cvs/${ids[2]}`, token }),
      t.request({ method: "DELETE", url: `/api/cvs/${ids[0]}`, token }),
      upload(token, plainPdf()),
    ]);
    expect([removed.statusCode, added.statusCode]).toEqual([204, 204]);
    expect((await list(token)).filter((cv) => cv.isDefault)).toHaveLength(1);
  });

  it("are read by their owner and admins only, by id, by listing and by signed link", async () => {
    const owner = await t.signUp("member");
    const other = await t.signUp("member");
    const { id } = (await upload(owner, plainPdf())).json();
    const get = (url: string, token?: string) =>
      t.request({ method: "GET", url, ...(token ? { token } : {}) });

    expect((await get(`/api/files/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/files/${id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/files/${randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/files/${id}`, t.adminToken)).statusCode).toBe(200);
    expect(await list(other)).toEqual([]);
    for (const [method, url] of [
      ["PUT", `/api/cvs/${id}/default`],
      ["DELETE", `/api/cvs/${id}`],
      ["POST", `/api/files/${id}/link`],
    ] as const) {
      expect((await t.request({ method, url, token: other })).statusCode).toBe(404);
    }

    const link = await t.request({ method: "POST", url: `/api/files/${id}/link`, token: owner });
    const { url } = link.json();
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["content-disposition"]).toMatch(/^attachment;/);

    const { id: otherId } = (await upload(other, plainPdf())).json();
    const refusals = [
      url.replace(id, otherId),
      url.replace(/signature=.{4}/, "signature=AAAA"),
      url.replace(/expires=\d+/, (match: string) => `expires=${Number(match.slice(8)) + 60}`),
      (await createFileLinks(t.services.db, () => Date.now() - 3_600_000).make(id)).url,
    ];
    for (const refused of refusals) {
      const response = await get(refused);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("LINK_EXPIRED");
    }
  });

  it("leave the disk with the account that uploaded them", async () => {
    const token = await t.signUp("member");
    const before = await storedFiles();
    await upload(token, plainPdf());
    await upload(token, await plainDocx(), "cv.docx");
    expect(await storedFiles()).toBe(before + 2);
    const deleted = await t.request({
      method: "DELETE",
      url: "/api/account",
      token,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles()).toBe(before);
  });
});
