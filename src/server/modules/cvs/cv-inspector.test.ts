import { afterEach, describe, expect, it } from "vitest";
import { plainDocx, plainPdf } from "../../testing/cv-files.ts";
import { type CvInspector, createCvInspector } from "./cv-inspector.ts";

/** A PDF whose scan takes a while: 5 MB of names. */
const slowPdf = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from("/a ".repeat(1_700_000))]);

describe("the CV inspector (a worker thread)", () => {
  let inspector: CvInspector;
  afterEach(() => inspector.close());

  it("names what the bytes are", async () => {
    inspector = createCvInspector();
    expect(await inspector.inspect(plainPdf())).toBe("pdf");
    expect(await inspector.inspect(await plainDocx())).toBe("docx");
    await expect(inspector.inspect(Buffer.from("MZ not a CV"))).rejects.toMatchObject({
      status: 422,
      code: "UNSUPPORTED_FILE",
    });
  });

  it("refuses a file whose check outlives its time, and checks the next one afresh", async () => {
    inspector = createCvInspector({ timeLimitMs: 1 });
    await expect(inspector.inspect(slowPdf())).rejects.toMatchObject({
      status: 422,
      code: "FILE_TOO_COMPLEX",
    });
    inspector.close();
    inspector = createCvInspector();
    expect(await inspector.inspect(plainPdf())).toBe("pdf");
  });

  it("asks the uploads past its queue to retry", async () => {
    inspector = createCvInspector({ maxWaiting: 0 });
    const checks = [slowPdf(), slowPdf()].map((data) =>
      inspector.inspect(data).then(
        () => "checked",
        (error: { status: number }) => error.status,
      ),
    );
    expect((await Promise.all(checks)).sort()).toEqual([503, "checked"].sort());
  });
});
