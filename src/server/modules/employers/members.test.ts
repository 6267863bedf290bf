import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { signUpCompany } from "./employer-test-setup.ts";

const t = setUpTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

/** A new account with this address, as the invited colleague makes one. */
async function register(email: string) {
  const response = await call(undefined, "POST", "/api/auth/register", {
    name: "Invited Colleague",
    email,
    password: TEST_PASSWORD,
  });
  return response.json().token as string;
}

/** The token of the invitation link last mailed to `email`. */
async function invitationToken(email: string) {
  const [mail] = await t.services.db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${email} and ${outbox.subject} like '%invites you%'`)
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  return /invitations\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

const colleague = () => `colleague-${randomBytes(4).toString("hex")}@example.com`;

describe("a company's people", () => {
  it("an owner invites a colleague, who joins by the link signed in with that address", async () => {
    const a = await signUpCompany(t);
    const email = colleague();
    const invited = await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, {
      email,
      role: "recruiter",
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationToken(email);
    expect(token).not.toBe("");

    const preview = await call(undefined, "GET", `/api/invitations?token=${token}`);
    expect(preview.json()).toMatchObject({ companyId: a.companyId, email, role: "recruiter" });

    const stranger = await t.signUp("member");
    const wrong = await call(stranger, "POST", "/api/invitations/accept", { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe("OTHER_ADDRESS");

    const recruiter = await register(email);
    const accepted = await call(recruiter, "POST", "/api/invitations/accept", { token });
    expect(accepted.json()).toEqual({ companyId: a.companyId });
    const me = (await call(recruiter, "GET", "/api/auth/me")).json();
    expect(me).toMatchObject({
      emailVerified: true,
      memberships: [{ companyId: a.companyId, role: "recruiter" }],
    });
    expect(
      (await call(recruiter, "POST", "/api/invitations/accept", { token })).json().error.code,
    ).toBe("LINK_INVALID");

    const people = (await call(a.token, "GET", `/api/companies/${a.companyId}/members`)).json();
    expect(people.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [a.email, "owner"],
      [email, "recruiter"],
    ]);
    expect(people.invitations).toEqual([]);
  });

  it("lets only owners invite and change parts, and always keeps an owner", async () => {
    const a = await signUpCompany(t);
    const email = colleague();
    await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, { email });
    const recruiter = await register(email);
    await call(recruiter, "POST", "/api/invitations/accept", {
      token: await invitationToken(email),
    });
    const { members } = (
      await call(recruiter, "GET", `/api/companies/${a.companyId}/members`)
    ).json();
    const recruiterId = members.find((m: { email: string }) => m.email === email).userId;

    expect(
      (
        await call(recruiter, "POST", `/api/companies/${a.companyId}/invitations`, {
          email: colleague(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(recruiter, "PUT", `/api/companies/${a.companyId}/members/${a.userId}`, {
          role: "recruiter",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(recruiter, "GET", `/api/companies/${a.companyId}/members`)).json().invitations,
    ).toEqual([]);

    const demote = await call(a.token, "PUT", `/api/companies/${a.companyId}/members/${a.userId}`, {
      role: "recruiter",
    });
    expect(demote.statusCode).toBe(409);
    expect(
      (await call(a.token, "DELETE", `/api/companies/${a.companyId}/members/${a.userId}`))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(a.token, "PUT", `/api/companies/${a.companyId}/members/${recruiterId}`, {
          role: "owner",
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call(a.token, "PUT", `/api/companies/${a.companyId}/members/${a.userId}`, {
          role: "recruiter",
        })
      ).statusCode,
    ).toBe(204);
    // Now she is a recruiter: she can still leave.
    expect(
      (await call(a.token, "DELETE", `/api/companies/${a.companyId}/members/${a.userId}`))
        .statusCode,
    ).toBe(204);
    expect((await call(a.token, "GET", "/api/auth/me")).json().memberships).toEqual([]);

    const again = await call(recruiter, "POST", `/api/companies/${a.companyId}/invitations`, {
      email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_MEMBER");
  });

  it("invites only for an approved company, and never by an expired link", async () => {
    const pending = await signUpCompany(t, { approve: false });
    const early = await call(
      pending.token,
      "POST",
      `/api/companies/${pending.companyId}/invitations`,
      { email: colleague() },
    );
    expect(early.statusCode).toBe(409);

    const a = await signUpCompany(t);
    const email = colleague();
    await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, { email });
    await t.services.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where lower(email) = ${email}`,
    );
    const late = await call(await register(email), "POST", "/api/invitations/accept", {
      token: await invitationToken(email),
    });
    expect(late.json().error.code).toBe("LINK_INVALID");
  });

  it("lose the invitations of an owner who was removed, and keep the last owner from leaving by deleting her account", async () => {
    const a = await signUpCompany(t);
    const second = colleague();
    await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, {
      email: second,
      role: "owner",
    });
    const secondOwner = await register(second);
    await call(secondOwner, "POST", "/api/invitations/accept", {
      token: await invitationToken(second),
    });
    // The first owner invites someone, then is removed by the second.
    const accomplice = colleague();
    await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, {
      email: accomplice,
      role: "owner",
    });
    const preview = await call(
      undefined,
      "GET",
      `/api/invitations?token=${await invitationToken(accomplice)}`,
    );
    expect(preview.headers["cache-control"]).toContain("no-store");
    expect(
      (await call(secondOwner, "DELETE", `/api/companies/${a.companyId}/members/${a.userId}`))
        .statusCode,
    ).toBe(204);
    const late = await call(await register(accomplice), "POST", "/api/invitations/accept", {
      token: await invitationToken(accomplice),
    });
    expect(late.json().error.code).toBe("LINK_INVALID");

    // The second owner, now the last with a recruiter beside her, cannot just delete her account.
    const recruiterEmail = colleague();
    await call(secondOwner, "POST", `/api/companies/${a.companyId}/invitations`, {
      email: recruiterEmail,
    });
    await call(await register(recruiterEmail), "POST", "/api/invitations/accept", {
      token: await invitationToken(recruiterEmail),
    });
    const deleted = await call(secondOwner, "DELETE", "/api/account", { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toMatch(/last owner/);
  });

  it("are out of reach of another company", async () => {
    const a = await signUpCompany(t);
    const b = await signUpCompany(t);
    const email = colleague();
    const { id: invitationId } = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/invitations`, { email })
    ).json();
    const attempts: [Method, string, object?][] = [
      ["GET", `/api/companies/${a.companyId}/members`],
      ["POST", `/api/companies/${a.companyId}/invitations`, { email: colleague() }],
      ["DELETE", `/api/companies/${a.companyId}/invitations/${invitationId}`],
      ["PUT", `/api/companies/${a.companyId}/members/${a.userId}`, { role: "recruiter" }],
      ["DELETE", `/api/companies/${a.companyId}/members/${a.userId}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(b.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // B's own invitation id against its own company does not reach A's invitation.
    expect(
      (await call(b.token, "DELETE", `/api/companies/${b.companyId}/invitations/${invitationId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(a.token, "GET", `/api/companies/${a.companyId}/members`)).json().invitations,
    ).toHaveLength(1);
  });
});
