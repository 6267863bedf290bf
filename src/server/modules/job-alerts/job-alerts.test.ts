import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { JOB_ALERTS_MAX } from "#shared/schemas/job-alerts.ts";
import { outbox } from "../../db/schema/index.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { jobPayload } from "../jobs/job-test-setup.ts";

// An SMTP_URL, so digests are queued for delivery (no worker runs: the outbox is read here).
const t = setUpTestApp({
  env: { SMTP_URL: "smtp://127.0.0.1:9" },
  company: { name: "Orchid Analytics", initiatives: ["equal-pay"] },
});

const SITE = "https://careers.example";
const alertBody = (label: string, query: Record<string, unknown> = { q: "analyst" }) => ({
  label,
  query,
  frequency: "daily",
});

async function memberWithAlert(query: Record<string, unknown>, locale = "en") {
  const token = await t.signUp("member");
  const me = (await t.request({ method: "GET", url: "/api/auth/me", token })).json();
  await t.services.db.execute(sql`update users set locale = ${locale} where id = ${me.id}`);
  const created = await t.request({
    method: "POST",
    url: "/api/job-alerts",
    token,
    payload: alertBody("Hybrid analyst jobs", query),
  });
  expect(created.statusCode).toBe(201);
  return { token, me, alertId: created.json().id as string };
}

/** Publishes a job as if `hoursAgo` hours ago. */
async function publishedAgo(title: string, hoursAgo: number, overrides = {}) {
  const job = await t.postAsAdmin("/api/jobs", jobPayload(t.companyId, { title, ...overrides }));
  await t.services.db.execute(
    sql`update jobs set published_at = now() - make_interval(hours => ${hoursAgo}) where id = ${job.id}`,
  );
  return job.id;
}

const lookedAgo = (alertId: string, hours: number) =>
  t.services.db.execute(
    sql`update job_alerts set checked_until = now() - make_interval(hours => ${hours}) where id = ${alertId}`,
  );

const digestsTo = (email: string) =>
  t.services.db.select().from(outbox).where(sql`${outbox.to} = ${email}`);

describe("job alerts", () => {
  it("are kept per member: another member or an admin neither sees nor changes them", async () => {
    const { token, alertId } = await memberWithAlert({ q: "analyst" });
    const other = await t.signUp("member");
    for (const caller of [other, t.adminToken]) {
      const list = await t.request({ method: "GET", url: "/api/job-alerts", token: caller });
      expect(list.json().items).toEqual([]);
      const change = await t.request({
        method: "PUT",
        url: `/api/job-alerts/${alertId}`,
        token: caller,
        payload: { paused: true },
      });
      expect(change.statusCode).toBe(404);
      const removed = await t.request({
        method: "DELETE",
        url: `/api/job-alerts/${alertId}`,
        token: caller,
      });
      expect(removed.statusCode).toBe(404);
    }
    const mine = (await t.request({ method: "GET", url: "/api/job-alerts", token })).json();
    expect(mine).toMatchObject({
      max: JOB_ALERTS_MAX,
      items: [{ id: alertId, paused: false, search: "q=analyst" }],
    });
  });

  it("need a confirmed address, and stop at the maximum", async () => {
    const registered = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "New",
        email: `new-${crypto.randomUUID()}@example.com`,
        password: "violet-harbour-compass-71",
      },
    });
    const unverified = registered.json().token;
    const refused = await t.request({
      method: "POST",
      url: "/api/job-alerts",
      token: unverified,
      payload: alertBody("Any"),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    const token = await t.signUp("member");
    for (let index = 0; index < JOB_ALERTS_MAX; index += 1) {
      const created = await t.request({
        method: "POST",
        url: "/api/job-alerts",
        token,
        payload: alertBody(`Search ${index}`),
      });
      expect(created.statusCode).toBe(201);
    }
    const full = await t.request({
      method: "POST",
      url: "/api/job-alerts",
      token,
      payload: alertBody("One more"),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe("ALERTS_FULL");
  });

  it("mail only the new jobs their search finds, once, in the member's language, with one-click unsubscribe", async () => {
    const word = `zyx${crypto.randomUUID().slice(0, 6)}`;
    const { me, alertId } = await memberWithAlert({ q: word, workplace: ["hybrid"] }, "ja");
    await lookedAgo(alertId, 24);
    await publishedAgo(`Old ${word} Analyst`, 30);
    await publishedAgo(`New ${word} Analyst <Team & Co>`, 2);
    await publishedAgo(`Remote ${word} Analyst`, 2, { workplace: "remote" });

    const first = await t.services.digests.run({ siteUrl: SITE });
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await digestsTo(me.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe("新着求人1件：Hybrid analyst jobs");
    expect(mail!.text).toContain(`New ${word} Analyst <Team & Co>`);
    expect(mail!.text).not.toContain(`Old ${word}`);
    expect(mail!.text).not.toContain(`Remote ${word}`);
    expect(mail!.text).toMatch(new RegExp(`^${SITE}/ja/jobs/[0-9a-f-]{36}$`, "m"));
    expect(mail!.html).toContain(`New ${word} Analyst &lt;Team &amp; Co&gt;`);
    const unsubscribe = mail!.headers!["List-Unsubscribe"]!;
    expect(unsubscribe).toMatch(
      new RegExp(`^<${SITE}/ja/alerts/unsubscribe\\?alert=${alertId}&token=[\\w-]{43}>$`),
    );
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Nothing new since: no mail, whether the run is the schedule's or an operator's.
    await t.services.digests.run({ siteUrl: SITE });
    await t.services.digests.run({ siteUrl: SITE, force: true });
    expect(await digestsTo(me.email)).toHaveLength(1);

    // The link pauses the alert, signed out; a link made up for it does nothing.
    const url = new URL(unsubscribe.slice(1, -1));
    const token = url.searchParams.get("token")!;
    await expect(
      t.services.jobAlerts.unsubscribe(
        alertId,
        token.replace(/^./, (c) => (c === "A" ? "B" : "A")),
      ),
    ).rejects.toMatchObject({ code: "LINK_INVALID" });
    await t.services.jobAlerts.unsubscribe(alertId, token);
    await publishedAgo(`Another ${word} Analyst`, 1);
    await t.services.digests.run({ siteUrl: SITE, force: true });
    expect(await digestsTo(me.email)).toHaveLength(1);
  });

  it("wait a week when weekly, and send nothing to an address not confirmed", async () => {
    const word = `wkl${crypto.randomUUID().slice(0, 6)}`;
    const weekly = await memberWithAlert({ q: word });
    await t.request({
      method: "PUT",
      url: `/api/job-alerts/${weekly.alertId}`,
      token: weekly.token,
      payload: { frequency: "weekly" },
    });
    const unconfirmed = await memberWithAlert({ q: word });
    await t.services.db.execute(
      sql`update users set email_verified_at = null where id = ${unconfirmed.me.id}`,
    );
    for (const { alertId } of [weekly, unconfirmed]) await lookedAgo(alertId, 48);
    await publishedAgo(`Weekly ${word} Analyst`, 1);

    await t.services.digests.run({ siteUrl: SITE });
    expect(await digestsTo(weekly.me.email)).toHaveLength(0);
    await lookedAgo(weekly.alertId, 24 * 7);
    await t.services.digests.run({ siteUrl: SITE });
    expect(await digestsTo(weekly.me.email)).toHaveLength(1);
    expect(await digestsTo(unconfirmed.me.email)).toHaveLength(0);
  });
});
