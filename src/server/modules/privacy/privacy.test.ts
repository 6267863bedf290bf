import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { jobPayload, setUpJobTests } from "../jobs/job-test-setup.ts";
import { DELETED_ACTOR } from "./service.ts";

const t = setUpJobTests();

/** A member who saved a job, wrote to the team (handled by an admin) and takes the newsletter. */
async function activeMember() {
  const token = await t.signUp("member");
  const me = (await t.request({ method: "GET", url: "/api/auth/me", token })).json();
  const job = await t.postAsAdmin("/api/jobs", jobPayload(t.companyId, { title: "Kept Role" }));
  await t.request({ method: "PUT", url: `/api/saved-jobs/${job.id}`, token });
  await t.request({
    method: "POST",
    url: "/api/job-alerts",
    token,
    payload: { label: "Analyst jobs", query: { q: "analyst" }, frequency: "weekly" },
  });
  const contact = await t.request({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Rina", email: me.email, subject: "Hello team", message: "About my CV" },
  });
  expect(contact.statusCode).toBe(201);
  await t.request({ method: "POST", url: "/api/newsletter", payload: { email: me.email } });
  const [message] = (
    await t.services.db.execute<{ id: string }>(
      sql`select id from contact_messages where email = ${me.email}`,
    )
  ).rows;
  await t.asAdmin("PUT", `/api/messages/${message!.id}/handled`, { handled: true });
  return { token, me, messageId: message!.id };
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.services.db.execute<{ n: string }>(query)).rows[0]!.n);

describe("download my data", () => {
  it("answers everything held about her, and nothing about anyone else", async () => {
    const { token, me } = await activeMember();
    await activeMember();
    const response = await t.request({ method: "GET", url: "/api/account/data", token });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-/);
    const data = response.json();
    expect(data.account).toMatchObject({ id: me.id, email: me.email, locale: "en" });
    expect(data.sessions).toHaveLength(1);
    expect(data.savedJobs.map((job: { title: string }) => job.title)).toEqual(["Kept Role"]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({ label: "Analyst jobs", search: "q=analyst", frequency: "weekly" }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: "Hello team", message: "About my CV" }),
    ]);
    expect(data.newsletter).toMatchObject({ unsubscribedAt: null });
    // The contact form's acknowledgement went to her.
    expect(data.emails).toEqual([expect.objectContaining({ subject: "We have your message" })]);
    expect(JSON.stringify(data)).not.toContain("passwordHash");
  });
});

describe("delete my account", () => {
  it("needs her password, and then removes or anonymises everything personal at once", async () => {
    const { token, me, messageId } = await activeMember();
    // As if she had once been an administrator: the trail must keep what, not who.
    await t.services.db.execute(
      sql`insert into audit_log (actor_id, actor_email, action, entity, entity_id, summary)
          values (${me.id}, ${me.email}, 'update', 'job', gen_random_uuid(), 'Edited a job')`,
    );

    const handled = sql`select count(*) n from audit_log where entity_id = ${messageId} and summary <> ''`;
    expect(await count(handled)).toBe(1);

    const wrong = await t.request({
      method: "DELETE",
      url: "/api/account",
      token,
      payload: { password: "not-her-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("password");
    expect(await count(sql`select count(*) n from users where id = ${me.id}`)).toBe(1);

    const deleted = await t.request({
      method: "DELETE",
      url: "/api/account",
      token,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token })).statusCode).toBe(401);

    const email = me.email as string;
    expect(await count(sql`select count(*) n from users where id = ${me.id}`)).toBe(0);
    expect(await count(sql`select count(*) n from saved_jobs where user_id = ${me.id}`)).toBe(0);
    expect(await count(sql`select count(*) n from job_alerts where user_id = ${me.id}`)).toBe(0);
    expect(await count(sql`select count(*) n from contact_messages where email = ${email}`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*) n from newsletter_subscribers where email = ${email}`),
    ).toBe(0);
    // Nothing in the audit trail names her, or holds the words of her message.
    expect(
      await count(sql`select count(*) n from audit_log where actor_id = ${me.id}
        or actor_email = ${email} or changes::text like ${`%${email}%`}
        or (entity_id = ${messageId} and (summary <> '' or changes <> '{}'::jsonb))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) n from audit_log where actor_email = ${DELETED_ACTOR}`),
    ).toBe(1);
    // Of the mail to her, only the confirmation of the deletion is left, to be sent.
    const mail = await t.services.db.execute<{ subject: string }>(
      sql`select subject from outbox where "to" = ${email}`,
    );
    expect(mail.rows.map((row) => row.subject)).toEqual(["Your account is deleted"]);
  });

  it("is not how an administrator's account goes", async () => {
    const response = await t.asAdmin("DELETE", "/api/account", { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
  });
});
