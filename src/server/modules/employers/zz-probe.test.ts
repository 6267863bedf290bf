import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { employerJobPayload, signUpCompany } from "./employer-test-setup.ts";

const t = setUpTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const isPublic = async (id: string) =>
  (await call(undefined, "GET", `/api/jobs/public/${id}`)).statusCode === 200;

async function invitationToken(email: string) {
  const [mail] = await t.services.db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${email} and ${outbox.subject} like '%invites you%'`)
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  return /invitations\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

describe("probe", () => {
  it("P1 duplicate of a taken-down job, trusted company", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    await t.asAdmin("POST", `/api/jobs/${job.id}/take-down`, { reason: "scam" });
    const copy = (await call(a.token, "POST", `/api/employer/jobs/${job.id}/duplicate`)).json();
    console.log("P1 copy", copy.status, copy.takedownReason, copy.reviewRequestedAt);
    const pub = await call(a.token, "PUT", `/api/employer/jobs/${copy.id}`, {
      ...employerJobPayload(),
      title: job.title,
      description: job.description,
    });
    console.log("P1 republished", pub.statusCode, pub.json().status, await isPublic(copy.id));
  });

  it("P2 renew of live job, untrusted company", async () => {
    const a = await signUpCompany(t);
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    await t.asAdmin("POST", `/api/jobs/${job.id}/publish`);
    console.log("P2 before renew public", await isPublic(job.id));
    const r = await call(a.token, "POST", `/api/employer/jobs/${job.id}/renew`);
    console.log("P2 after renew", r.statusCode, r.json().status, await isPublic(job.id));
  });

  it("P3 pending cap race", async () => {
    const member = await t.signUp("member");
    const body = () => ({
      companyName: `Race ${randomBytes(3).toString("hex")}`,
      website: "race.example.com",
      initiatives: { "flexible-working": "Yes we do." },
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(member, "POST", "/api/employers/companies", body())),
    );
    console.log("P3 statuses", results.map((r) => r.statusCode).join(","));
  });

  it("P4 year-0 expiry", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const r = await call(
      a.token,
      "POST",
      `/api/companies/${a.companyId}/jobs`,
      employerJobPayload({ expiresAt: "0000-01-01T00:00:00Z" }),
    );
    console.log("P4", r.statusCode, r.body.slice(0, 200));
  });

  it("P5 last owner deletes her account", async () => {
    const a = await signUpCompany(t);
    const d = await call(a.token, "DELETE", "/api/account", { password: TEST_PASSWORD });
    const people = await t.asAdmin("GET", `/api/companies/${a.companyId}/members`);
    console.log("P5", d.statusCode, JSON.stringify(people.json()));
  });

  it("P6 invitation from an owner later removed still makes an owner", async () => {
    const a = await signUpCompany(t);
    // second owner
    const email2 = `o2-${randomBytes(3).toString("hex")}@example.com`;
    await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, {
      email: email2,
      role: "owner",
    });
    const tok2 = await invitationToken(email2);
    const reg = await call(undefined, "POST", "/api/auth/register", {
      name: "Two",
      email: email2,
      password: TEST_PASSWORD,
    });
    const o2 = reg.json().token;
    const o2id = reg.json().user.id;
    await call(o2, "POST", "/api/invitations/accept", { token: tok2 });
    // o2 invites evil as owner, then gets removed
    const evil = `evil-${randomBytes(3).toString("hex")}@example.com`;
    const inv = await call(o2, "POST", `/api/companies/${a.companyId}/invitations`, {
      email: evil,
      role: "owner",
    });
    const rm = await call(a.token, "DELETE", `/api/companies/${a.companyId}/members/${o2id}`);
    const tok = await invitationToken(evil);
    const regE = await call(undefined, "POST", "/api/auth/register", {
      name: "Evil",
      email: evil,
      password: TEST_PASSWORD,
    });
    const acc = await call(regE.json().token, "POST", "/api/invitations/accept", { token: tok });
    const me = (await call(regE.json().token, "GET", "/api/auth/me")).json();
    console.log("P6", inv.statusCode, rm.statusCode, acc.statusCode, JSON.stringify(me.memberships));
  });

  it("P7 unverified member of a pending company uploads", async () => {
    const a = await signUpCompany(t, { approve: false, verified: false });
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const boundary = "----x";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await t.request({
      method: "POST",
      url: "/api/uploads?kind=logo",
      token: a.token,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    } as never);
    console.log("P7", r.statusCode, r.body.slice(0, 200));
  });
});
