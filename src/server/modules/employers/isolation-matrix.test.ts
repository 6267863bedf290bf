import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { companyMembers, outbox, users } from "../../db/schema/index.ts";
import { listApiRoutes } from "../../testing/api-routes.ts";
import { plainPdf } from "../../testing/cv-files.ts";
import { multipartFile } from "../../testing/multipart.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { employerJobPayload, signUpCompany, type TestCompany } from "./employer-test-setup.ts";

/**
 * Every endpoint that touches a company's jobs, applicants, CVs, notes, people or profile,
 * called by six people: a visitor, a job seeker, the owner and a recruiter of company A, the
 * owner of company B, and an admin. Company B's owner must find nothing of A's anywhere (404,
 * as for an id that does not exist, or lists without A's rows); a route added without a row
 * here fails the completeness test at the end.
 */

const t = setUpTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

const CALLERS = ["anonymous", "seeker", "ownerA", "recruiterA", "ownerB", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Method = "GET" | "POST" | "PUT" | "DELETE";
/** What each caller gets: a status, one for all who may, written in CALLERS order. */
type Answers = readonly [number, number, number, number, number, number];

let a: TestCompany;
let b: TestCompany;
const tokens = {} as Record<Caller, string | undefined>;
let recruiterId = "";
let jobId = "";
let applicationId = "";
let cvId = "";
let applicantToken = "";

const call = (caller: Caller, method: Method, url: string, payload?: object, extra: object = {}) =>
  t.request({ method, url, token: tokens[caller], ...(payload ? { payload } : {}), ...extra });

/** A job of A's, published, for the rows that change one. */
const newJob = async () =>
  (await call("ownerA", "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())).json()
    .id as string;

/** Another person of A's, made directly, for the rows that remove one. */
async function extraMember() {
  const [user] = await t.services.db
    .insert(users)
    .values({ email: `extra-${randomBytes(4).toString("hex")}@example.com`, passwordHash: "x" })
    .returning({ id: users.id });
  await t.services.db
    .insert(companyMembers)
    .values({ companyId: a.companyId, userId: user!.id, role: "recruiter" });
  return user!.id;
}

const invite = async () =>
  (
    await call("ownerA", "POST", `/api/companies/${a.companyId}/invitations`, {
      email: `invitee-${randomBytes(4).toString("hex")}@example.com`,
    })
  ).json().id as string;

const pendingCompany = async () => (await signUpCompany(t, { approve: false })).companyId;

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();

type Row = {
  method: Method;
  /** As the OpenAPI document names it. */
  route: string;
  answers: Answers;
  /** The address, made afresh for each caller (so a removal has something left to remove). */
  url: (caller: Caller) => string | Promise<string>;
  body?: () => object | Promise<object>;
  multipart?: () => Promise<object>;
};

// Statuses in CALLERS order: anonymous, seeker, owner A, recruiter A, owner B, admin.
const ROWS: Row[] = [
  {
    method: "GET",
    route: "/api/employers/companies",
    answers: [401, 200, 200, 200, 200, 200],
    url: () => "/api/employers/companies",
  },
  {
    method: "POST",
    route: "/api/companies/{id}/approve",
    answers: [401, 403, 403, 403, 403, 200],
    url: async (caller) =>
      `/api/companies/${caller === "admin" ? await pendingCompany() : a.companyId}/approve`,
  },
  {
    method: "POST",
    route: "/api/companies/{id}/decline",
    answers: [401, 403, 403, 403, 403, 200],
    url: async (caller) =>
      `/api/companies/${caller === "admin" ? await pendingCompany() : a.companyId}/decline`,
    body: () => ({ reason: "Not a company we can list." }),
  },
  {
    method: "GET",
    route: "/api/companies/{id}/profile",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/companies/${a.companyId}/profile`,
  },
  {
    method: "PUT",
    route: "/api/companies/{id}/profile",
    answers: [401, 403, 200, 403, 404, 200],
    url: () => `/api/companies/${a.companyId}/profile`,
    body: () => ({
      website: "https://a.example.com",
      description: "We make analytics for clinics.",
      initiatives: { "flexible-working": "Everyone chooses their hours and place." },
    }),
  },
  {
    method: "GET",
    route: "/api/companies/{id}/jobs",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/companies/${a.companyId}/jobs`,
  },
  {
    method: "POST",
    route: "/api/companies/{id}/jobs",
    answers: [401, 403, 201, 201, 404, 201],
    url: () => `/api/companies/${a.companyId}/jobs`,
    body: () => employerJobPayload(),
  },
  {
    method: "GET",
    route: "/api/employer/jobs/{id}",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/employer/jobs/${jobId}`,
  },
  {
    method: "PUT",
    route: "/api/employer/jobs/{id}",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/employer/jobs/${jobId}`,
    body: () => employerJobPayload({ title: "Clinic Data Analyst" }),
  },
  ...(["duplicate", "close", "renew"] as const).map(
    (action): Row => ({
      method: "POST",
      route: `/api/employer/jobs/{id}/${action}`,
      answers:
        action === "duplicate" ? [401, 403, 201, 201, 404, 201] : [401, 403, 200, 200, 404, 200],
      url: async () => `/api/employer/jobs/${await newJob()}/${action}`,
    }),
  ),
  {
    method: "GET",
    route: "/api/job-reviews",
    answers: [401, 403, 403, 403, 403, 200],
    url: () => "/api/job-reviews",
  },
  {
    method: "POST",
    route: "/api/jobs/{id}/take-down",
    answers: [401, 403, 403, 403, 403, 200],
    url: async () => `/api/jobs/${await newJob()}/take-down`,
    body: () => ({ reason: "Misleading salary." }),
  },
  {
    method: "GET",
    route: "/api/companies/{id}/members",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/companies/${a.companyId}/members`,
  },
  {
    method: "POST",
    route: "/api/companies/{id}/invitations",
    answers: [401, 403, 201, 403, 404, 201],
    url: () => `/api/companies/${a.companyId}/invitations`,
    body: () => ({ email: `colleague-${randomBytes(4).toString("hex")}@example.com` }),
  },
  {
    method: "DELETE",
    route: "/api/companies/{id}/invitations/{invitationId}",
    answers: [401, 403, 204, 403, 404, 204],
    url: async () => `/api/companies/${a.companyId}/invitations/${await invite()}`,
  },
  {
    method: "PUT",
    route: "/api/companies/{id}/members/{userId}",
    answers: [401, 403, 204, 403, 404, 204],
    url: () => `/api/companies/${a.companyId}/members/${recruiterId}`,
    body: () => ({ role: "recruiter" }),
  },
  {
    method: "DELETE",
    route: "/api/companies/{id}/members/{userId}",
    answers: [401, 403, 204, 403, 404, 204],
    url: async () => `/api/companies/${a.companyId}/members/${await extraMember()}`,
  },
  {
    method: "POST",
    route: "/api/invitations/accept",
    // Sent to another address than any of theirs: everyone signed in is turned away.
    answers: [401, 403, 403, 403, 403, 403],
    url: () => "/api/invitations/accept",
    body: async () => {
      await invite();
      const [mail] = await t.services.db
        .select()
        .from(outbox)
        .where(sql`${outbox.subject} like '%invites you%'`)
        .orderBy(sql`${outbox.createdAt} desc`)
        .limit(1);
      return { token: /token=([\w-]+)/.exec(mail?.text ?? "")?.[1] };
    },
  },
  {
    method: "GET",
    route: "/api/jobs/{id}/applications",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/jobs/${jobId}/applications`,
  },
  {
    method: "GET",
    route: "/api/applications",
    // B's list answers, without A's applications (checked below).
    answers: [401, 403, 200, 200, 200, 200],
    url: () => "/api/applications",
  },
  {
    method: "GET",
    route: "/api/applications/{id}",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/applications/${applicationId}`,
  },
  {
    method: "PUT",
    route: "/api/applications/{id}/status",
    answers: [401, 403, 200, 200, 404, 200],
    url: () => `/api/applications/${applicationId}/status`,
    body: () => ({ status: "shortlisted" }),
  },
  {
    method: "POST",
    route: "/api/applications/{id}/notes",
    answers: [401, 403, 201, 201, 404, 201],
    url: () => `/api/applications/${applicationId}/notes`,
    body: () => ({ body: "Strong SQL; ask about the survey work." }),
  },
  {
    method: "GET",
    route: "/api/files/{id}",
    // The job seeker here is not the applicant: her CV is not his to read.
    answers: [401, 404, 200, 200, 404, 200],
    url: () => `/api/files/${cvId}`,
  },
  {
    method: "POST",
    route: "/api/files/{id}/link",
    answers: [401, 404, 200, 200, 404, 200],
    url: () => `/api/files/${cvId}/link`,
  },
  {
    method: "POST",
    route: "/api/uploads",
    // A company's owners upload logos (the image is not yet any company's); recruiters do not.
    answers: [401, 403, 201, 403, 201, 201],
    url: () => "/api/uploads?kind=logo",
    multipart: async () => multipartFile(await png(), "logo.png", "image/png"),
  },
];

beforeAll(async () => {
  a = await signUpCompany(t, { trusted: true });
  b = await signUpCompany(t, { trusted: true });
  tokens.ownerA = a.token;
  tokens.ownerB = b.token;
  tokens.admin = t.adminToken;
  tokens.seeker = await t.signUp("member");
  tokens.anonymous = undefined;

  // A recruiter of A's, by invitation.
  const email = `recruiter-${randomBytes(4).toString("hex")}@example.com`;
  await call("ownerA", "POST", `/api/companies/${a.companyId}/invitations`, {
    email,
    role: "recruiter",
  });
  const registered = await t.request({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "Recruiter A", email, password: TEST_PASSWORD },
  });
  tokens.recruiterA = registered.json().token;
  recruiterId = registered.json().user.id;
  const [mail] = await t.services.db.select().from(outbox).where(sql`${outbox.to} = ${email}`);
  const token = /token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  expect((await call("recruiterA", "POST", "/api/invitations/accept", { token })).statusCode).toBe(
    200,
  );

  // A job of A's taking applications here, and one application with its CV.
  const job = await call("ownerA", "POST", `/api/companies/${a.companyId}/jobs`, {
    ...employerJobPayload({ applyMethod: "onsite", applyUrl: null }),
  });
  jobId = job.json().id;
  const applicant = await t.signUp("member");
  applicantToken = applicant;
  const cv = await t.request({
    method: "POST",
    url: "/api/cvs",
    token: applicant,
    ...(await multipartFile(plainPdf(), "cv.pdf", "application/pdf")),
  });
  cvId = cv.json().id;
  const applied = await t.request({
    method: "POST",
    url: `/api/jobs/${jobId}/applications`,
    token: applicant,
    payload: { cvId, consent: true, note: "I analyse survey data." },
  });
  expect(applied.statusCode).toBe(201);
  applicationId = applied.json().id;
});

describe("company data, by caller", () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.route}`, async () => {
      for (const [index, caller] of CALLERS.entries()) {
        const url = await row.url(caller);
        const extra = row.multipart ? await row.multipart() : {};
        const response = await call(caller, row.method, url, await row.body?.(), extra);
        expect(response.statusCode, `${caller}: ${response.body.slice(0, 200)}`).toBe(
          row.answers[index],
        );
        if (caller === "ownerB" && response.statusCode < 300) {
          // An answer B may have holds nothing of A's.
          for (const id of [a.companyId, jobId, applicationId, cvId]) {
            expect(response.body, `${caller} sees ${id}`).not.toContain(id);
          }
        }
      }
    });
  }

  it("covers every endpoint of a company's data", async () => {
    const companyData =
      /^\/api\/(employers?|invitations|applications|job-reviews|files|uploads)(\/|$)|^\/api\/companies\/\{id\}\/(?!publish$|unpublish$)|^\/api\/jobs\/\{id\}\/(applications|take-down)$/;
    const routes = (await listApiRoutes(t.app))
      .filter((route) => companyData.test(route.path))
      .flatMap((route) =>
        route.methods.filter((m) => m !== "HEAD").map((m) => `${m} ${route.path}`),
      );
    const covered = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    // Public, or a person's own (tested with the applicant's and the joining company's tests).
    const elsewhere = [
      "POST /api/employers/register",
      "POST /api/employers/companies",
      "GET /api/invitations",
      "POST /api/jobs/{id}/applications",
    ];
    expect(routes.filter((route) => !covered.has(route) && !elsewhere.includes(route))).toEqual([]);
  });

  it("shares nothing more of a withdrawn application with the company: not her note, nor her CV", async () => {
    const withdrawn = await t.request({
      method: "POST",
      url: `/api/my-applications/${applicationId}/withdraw`,
      token: applicantToken,
    });
    expect(withdrawn.statusCode).toBe(200);
    const seen = (await call("recruiterA", "GET", `/api/applications/${applicationId}`)).json();
    expect(seen).toMatchObject({ status: "withdrawn", note: null, profile: null });
    expect((await call("recruiterA", "GET", `/api/files/${cvId}`)).statusCode).toBe(404);
    expect((await call("admin", "GET", `/api/applications/${applicationId}`)).json().note).toBe(
      "I analyse survey data.",
    );
  });

  it("finds an id B guessed no better than one that does not exist", async () => {
    const missing = await call("ownerB", "GET", `/api/employer/jobs/${randomUUID()}`);
    const guessed = await call("ownerB", "GET", `/api/employer/jobs/${jobId}`);
    expect(guessed.statusCode).toBe(missing.statusCode);
    expect(guessed.json()).toEqual(missing.json());
  });
});
