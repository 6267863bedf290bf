import { randomBytes, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { plainPdf } from "../../testing/cv-files.ts";
import { multipartFile } from "../../testing/multipart.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { jobPayload } from "../jobs/job-test-setup.ts";

type Method = "GET" | "PUT" | "POST" | "DELETE";

/**
 * The test app of an applications test file: one company in Singapore, mail queued for delivery
 * (no worker runs: the outbox is read), and the steps its tests take.
 */
export function setUpApplicationTests() {
  const dataDir = `/tmp/career-applications-${randomBytes(4).toString("hex")}`;
  const t = setUpTestApp({
    env: { DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:9" },
    company: { name: "Orchid Analytics", country: "SG", initiatives: ["equal-pay"] },
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
    t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  return {
    t,
    call,

    /** A published job that takes applications here. */
    onSiteJob: (overrides: Record<string, unknown> = {}) =>
      t.postAsAdmin<{ id: string; title: string }>(
        "/api/jobs",
        jobPayload(t.companyId, {
          title: `Analyst ${randomUUID().slice(0, 6)}`,
          applyMethod: "onsite",
          applyUrl: null,
          ...overrides,
        }),
      ),

    /** A confirmed member with one CV: the one-tap applicant. */
    async applicant() {
      const token = await t.signUp("member");
      const me = (await call(token, "GET", "/api/auth/me")).json();
      const cv = await t.request({
        method: "POST",
        url: "/api/cvs",
        token,
        ...(await multipartFile(plainPdf(), "cv.pdf", "application/pdf")),
      });
      return { token, me, cvId: cv.json().id as string };
    },

    apply: (who: { token: string; cvId: string }, jobId: string, extra: object = {}) =>
      call(who.token, "POST", `/api/jobs/${jobId}/applications`, {
        cvId: who.cvId,
        note: "I returned from a career break last year.",
        consent: true,
        ...extra,
      }),

    mailTo: (email: string) =>
      t.services.db.select().from(outbox).where(sql`${outbox.to} = ${email}`),
  };
}
