import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox } from "../../db/schema/index.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";

const t = setUpTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: `Lotus Works ${randomBytes(3).toString("hex")}`,
  website: "lotus.example.com",
  country: "MY",
  initiatives: {
    "equal-pay": "We publish a yearly pay audit by gender.",
    "paid-parental-leave": "Six months on full pay for every parent.",
  },
  name: "Nur Aisyah",
  email: `hr-${randomBytes(4).toString("hex")}@lotus.example.com`,
  password: TEST_PASSWORD,
  locale: "id",
  ...overrides,
});

async function signUpCompany(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await t.request({
    method: "POST",
    url: "/api/employers/register",
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return {
    body,
    ...(response.json() as {
      token: string;
      user: { memberships: unknown[] };
      company: { id: string; slug: string };
    }),
  };
}

const mailTo = (email: string) =>
  t.services.db.select().from(outbox).where(sql`${outbox.to} = ${email}`);

describe("a company joining", () => {
  it("creates a pending company with its first owner, out of public sight", async () => {
    const { body, token, user, company } = await signUpCompany();
    expect(user.memberships).toEqual([{ companyId: company.id, role: "owner" }]);
    expect(company).toMatchObject({ name: body.companyName, status: "pending", role: "owner" });

    const mine = await t.request({ method: "GET", url: "/api/employers/companies", token });
    expect(mine.json()).toEqual([expect.objectContaining({ id: company.id, status: "pending" })]);
    expect(mine.headers["cache-control"]).toContain("no-store");
    // Neither its page nor the public list shows it.
    expect(
      (await t.request({ method: "GET", url: `/api/companies/public/${company.slug}` })).statusCode,
    ).toBe(404);
    const listed = await t.request({
      method: "GET",
      url: `/api/companies/public?q=${encodeURIComponent(body.companyName)}`,
    });
    expect(listed.json().items).toEqual([]);
    // Her address is confirmed by the usual mail, in her language.
    expect(await mailTo(body.email)).toHaveLength(1);

    const admin = await t.asAdmin("GET", `/api/companies/${company.id}`);
    expect(admin.json()).toMatchObject({
      status: "pending",
      published: false,
      trusted: false,
      website: "https://lotus.example.com",
      initiatives: ["equal-pay", "paid-parental-leave"],
      verifiedInitiatives: [],
      initiativeEvidence: { "equal-pay": "We publish a yearly pay audit by gender." },
    });
    const [created] = await t.services.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${company.id} and ${auditLog.action} = 'create'`);
    expect(created?.actorEmail).toBe(body.email);
  });

  it("names what to fix: no initiative, a claim without evidence, a taken address", async () => {
    const post = (payload: object) =>
      t.request({ method: "POST", url: "/api/employers/register", payload });
    const none = await post(signUpBody({ initiatives: {} }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.initiatives).toMatch(/at least one/);
    const bare = await post(signUpBody({ initiatives: { mentorship: "  " } }));
    expect(Object.keys(bare.json().error.fields)).toEqual(["initiatives.mentorship"]);

    const { body } = await signUpCompany();
    const again = await post(signUpBody({ email: body.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("EMAIL_TAKEN");
    // Nothing half-made: the refused sign-up left no company behind.
    const named = await t.asAdmin("GET", "/api/companies?status=pending&pageSize=100");
    expect(
      named.json().items.filter((c: { name: string }) => c.name === signUpBody().companyName),
    ).toEqual([]);
  });

  it("lets a signed-in person sign up more companies, three waiting at most", async () => {
    const token = await t.signUp("member");
    const apply = () =>
      t.request({
        method: "POST",
        url: "/api/employers/companies",
        token,
        payload: { ...signUpBody(), name: undefined, email: undefined, password: undefined },
      });
    for (let i = 0; i < 3; i++) expect((await apply()).statusCode).toBe(201);
    const fourth = await apply();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toMatch(/3 companies waiting/);
    const me = await t.request({ method: "GET", url: "/api/auth/me", token });
    expect(me.json().memberships).toHaveLength(3);
  });
});

describe("the admins' decision", () => {
  it("is the admins' alone", async () => {
    const { company, token } = await signUpCompany();
    const member = await t.signUp("member");
    for (const who of [undefined, member, token]) {
      const approve = await t.request({
        method: "POST",
        url: `/api/companies/${company.id}/approve`,
        ...(who ? { token: who } : {}),
      });
      expect(approve.statusCode).toBe(who ? 403 : 401);
    }
  });

  it("approves a company: public, its owners told in their language", async () => {
    const { company, body } = await signUpCompany();
    const queue = await t.asAdmin("GET", "/api/companies?status=pending&pageSize=100");
    expect(queue.json().items.map((c: { id: string }) => c.id)).toContain(company.id);

    const approved = await t.asAdmin("POST", `/api/companies/${company.id}/approve`);
    expect(approved.json()).toMatchObject({ status: "approved", published: true });
    const page = await t.request({ method: "GET", url: `/api/companies/public/${company.slug}` });
    expect(page.statusCode).toBe(200);
    // Its claims are its own statement until an admin checks them.
    expect(page.json().verifiedInitiatives).toEqual([]);
    const mails = await mailTo(body.email);
    const told = mails.find((m) => m.subject.includes(body.companyName));
    expect(told?.text).toContain("/id/employer");
    // In Indonesian, the language she signed up in, not in English.
    expect(told?.subject).not.toContain(" is on ");
    // Approving again changes nothing and tells no one twice.
    await t.asAdmin("POST", `/api/companies/${company.id}/approve`);
    expect(await mailTo(body.email)).toHaveLength(mails.length);
  });

  it("declines with a reason it e-mails, and keeps a declined company off the site", async () => {
    const { company, body } = await signUpCompany({ locale: "en" });
    const noReason = await t.asAdmin("POST", `/api/companies/${company.id}/decline`, {
      reason: "",
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await t.asAdmin("POST", `/api/companies/${company.id}/decline`, {
      reason: "We could not find the parental leave policy on your website.",
    });
    expect(declined.json()).toMatchObject({ status: "declined", published: false });
    const [, told] = await mailTo(body.email);
    expect(told?.text).toContain("We could not find the parental leave policy on your website.");

    const publish = await t.asAdmin("POST", `/api/companies/${company.id}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.message).toMatch(/declined/);
  });

  it("shows claims as verified only once an admin ticks them", async () => {
    const { company } = await signUpCompany();
    await t.asAdmin("POST", `/api/companies/${company.id}/approve`);
    const current = (await t.asAdmin("GET", `/api/companies/${company.id}`)).json();
    const { verifiedInitiatives: _unsaid, ...withoutVerification } = current;
    const saved = await t.asAdmin("PUT", `/api/companies/${company.id}`, {
      ...withoutVerification,
      initiatives: [...current.initiatives, "mentorship"],
    });
    // What the admin adds herself she vouches for; the company's claims wait for her tick.
    expect(saved.json().verifiedInitiatives).toEqual(["mentorship"]);
    const ticked = await t.asAdmin("PUT", `/api/companies/${company.id}`, {
      ...current,
      verifiedInitiatives: ["equal-pay"],
    });
    expect(ticked.json().verifiedInitiatives).toEqual(["equal-pay"]);
    const made = await t.asAdmin("POST", "/api/companies", {
      name: "Admin Made",
      initiatives: ["coaching"],
    });
    expect(made.json()).toMatchObject({
      status: "approved",
      trusted: true,
      verifiedInitiatives: ["coaching"],
    });
  });
});
