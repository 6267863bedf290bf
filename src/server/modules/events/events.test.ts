import { describe, expect, it } from "vitest";
import { EVENT_STATUSES } from "#shared/constants.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const event = (overrides: Record<string, unknown> = {}) => ({
  title: "Women in Tech Meetup",
  summary: "An evening of talks",
  description: "Talks and **networking**.",
  startsAt: inDays(7),
  endsAt: inDays(7.1),
  timezone: "Asia/Singapore",
  format: "in-person",
  venue: "Marina Hall",
  city: "Singapore",
  registrationUrl: "https://example.com/register",
  capacity: 120,
  status: "published",
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await t.asAdmin("POST", "/api/events", event(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string; status: string };
}

const publicTitles = async (query = "") => {
  const response = await t.request({ method: "GET", url: `/api/events/public${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: { title: string }) => item.title) as string[];
};

const setStatus = (id: string, payload: object | undefined) =>
  t.asAdmin("PUT", `/api/events/${id}/status`, payload);

describe("events", () => {
  it("creates an event and shows it in the admin list, detail and public detail", async () => {
    const created = await createEvent({ title: "Launch Night" });
    expect(created).toMatchObject({ title: "Launch Night", status: "published" });
    const detail = await t.asAdmin("GET", `/api/events/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      venue: "Marina Hall",
      capacity: 120,
      timezone: "Asia/Singapore",
      format: "in-person",
    });
    const list = await t.asAdmin("GET", "/api/events");
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(created.id);
    const publicDetail = await t.request({
      method: "GET",
      url: `/api/events/public/${created.id}`,
    });
    expect(publicDetail.statusCode).toBe(200);
    expect(await publicTitles()).toContain("Launch Night");
  });

  it("hides drafts from the public but not from the admin", async () => {
    const draft = await createEvent({ title: "Draft Gathering", status: "draft" });
    expect(await publicTitles()).not.toContain("Draft Gathering");
    const response = await t.request({ method: "GET", url: `/api/events/public/${draft.id}` });
    expect(response.statusCode).toBe(404);
    const admin = await t.asAdmin("GET", `/api/events/${draft.id}`);
    expect(admin.statusCode).toBe(200);
  });

  it("lists upcoming events by default, soonest first, and past ones on request", async () => {
    await createEvent({ title: "Later Summit", startsAt: inDays(30), endsAt: inDays(30.1) });
    await createEvent({ title: "Sooner Workshop", startsAt: inDays(2), endsAt: null });
    await createEvent({ title: "Old Panel", startsAt: inDays(-10), endsAt: inDays(-9.9) });
    await createEvent({ title: "Older Panel", startsAt: inDays(-20), endsAt: inDays(-19.9) });
    // Started an hour ago, still running: upcoming until it ends.
    await createEvent({ title: "Running Now", startsAt: inDays(-0.04), endsAt: inDays(0.1) });

    const upcoming = await publicTitles();
    expect(upcoming).toEqual(await publicTitles("?when=upcoming"));
    expect(upcoming).toEqual(expect.arrayContaining(["Later Summit", "Sooner Workshop"]));
    expect(upcoming).toContain("Running Now");
    expect(upcoming).not.toContain("Old Panel");
    expect(upcoming.indexOf("Sooner Workshop")).toBeLessThan(upcoming.indexOf("Later Summit"));

    const past = await publicTitles("?when=past");
    expect(past).toEqual(["Old Panel", "Older Panel"]);
    const bad = await t.request({ method: "GET", url: "/api/events/public?when=someday" });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps cancelled and completed events public", async () => {
    const cancelled = await createEvent({ title: "Called Off Fair", status: "cancelled" });
    expect(await publicTitles()).toContain("Called Off Fair");
    const detail = await t.request({ method: "GET", url: `/api/events/public/${cancelled.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().status).toBe("cancelled");
  });
});

describe("event status", () => {
  it.each(EVENT_STATUSES)("sets the status to %s", async (status) => {
    // Only an event that is over can be completed (see below); this one ended yesterday.
    const past = { startsAt: inDays(-1.1), endsAt: inDays(-1) };
    const created = await createEvent({ title: `Status ${status}`, status: "draft", ...past });
    const response = await setStatus(created.id, { status });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(status);
    const stored = await t.asAdmin("GET", `/api/events/${created.id}`);
    expect(stored.json().status).toBe(status);
  });

  it.each([
    ["an unknown status", { status: "archived" }],
    ["no status", {}],
    ["no body at all", undefined],
  ])("refuses %s and lists the allowed values", async (_label, payload) => {
    const created = await createEvent({ title: "Status Guard" });
    const response = await setStatus(created.id, payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    for (const status of EVENT_STATUSES) expect(error.message).toContain(status);
    if (payload) expect(error.fields).toHaveProperty("status");
    const stored = await t.asAdmin("GET", `/api/events/${created.id}`);
    expect(stored.json().status).toBe("published");
  });

  it.each([
    ["a future event", { startsAt: inDays(7), endsAt: inDays(7.1) }],
    ["an event still running", { startsAt: inDays(-0.1), endsAt: inDays(0.1) }],
    ["a future event without an end", { startsAt: inDays(1), endsAt: null }],
  ])("refuses to mark %s completed, saying why", async (_label, times) => {
    const created = await createEvent({ title: "Not Over Yet", ...times });
    const response = await setStatus(created.id, { status: "completed" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION_FAILED",
      message: "An event can be marked completed only once it has ended",
      fields: { status: "An event can be marked completed only once it has ended" },
    });
    const stored = await t.asAdmin("GET", `/api/events/${created.id}`);
    expect(stored.json().status).toBe("published");
  });

  it("marks completed an event that has ended, or without an end has started", async () => {
    for (const times of [
      { startsAt: inDays(-2), endsAt: inDays(-1.9) },
      { startsAt: inDays(-0.1), endsAt: null },
    ]) {
      const created = await createEvent({ title: "Over Now", ...times });
      const response = await setStatus(created.id, { status: "completed" });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe("completed");
    }
  });

  it("refuses a future event saved as completed through the whole-item routes too", async () => {
    const refused = await t.asAdmin("POST", "/api/events", event({ status: "completed" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      status: "An event can be marked completed only once it has ended",
    });
  });

  it("answers 404 for an unknown event and 401 without a token", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await setStatus(missing, { status: "published" })).statusCode).toBe(404);
    const anonymous = await t.request({
      method: "PUT",
      url: `/api/events/${missing}/status`,
      payload: { status: "published" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("event validation", () => {
  const post = (overrides: Record<string, unknown>) =>
    t.asAdmin("POST", "/api/events", event(overrides));

  it("refuses an end before the start", async () => {
    const response = await post({ startsAt: inDays(5), endsAt: inDays(4) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("endsAt");
  });

  it.each(["Mars/Olympus_Mons", "not a zone", ""])("refuses the time zone %j", async (zone) => {
    const response = await post({ timezone: zone });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("timezone");
  });

  it("refuses a missing start and title, naming both", async () => {
    const response = await post({ startsAt: undefined, title: "" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(["startsAt", "title"]),
    );
  });

  it("takes back a whole event read with GET", async () => {
    const created = await createEvent({ title: "Round Trip Talk" });
    const url = `/api/events/${created.id}`;
    const item = (await t.asAdmin("GET", url)).json();
    const updated = await t.asAdmin("PUT", url, { ...item, city: "Penang" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ city: "Penang", startsAt: item.startsAt });
  });
});
