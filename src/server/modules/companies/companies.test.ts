import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

type Item = { id: string; slug: string; name: string };

async function createCompany(payload: Record<string, unknown>) {
  return t.asAdmin("POST", "/api/companies", payload);
}

async function createJob(companyId: string, title: string, status = "published") {
  const response = await t.request({
    method: "POST",
    url: "/api/jobs",
    token: t.adminToken,
    payload: {
      title,
      companyId,
      description: "A role.",
      applyUrl: "https://example.com/apply",
      status,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Item;
}

const get = (url: string) => t.request({ method: "GET", url });
const names = (body: { items: Item[] }) => body.items.map((item) => item.name);

describe("creating companies", () => {
  it("derives the slug from the name and numbers a second company of the same name", async () => {
    const first = await createCompany({ name: "Acme & Sons Pte. Ltd." });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ slug: "acme-and-sons-pte-ltd", published: true });
    const second = await createCompany({ name: "Acme & Sons Pte. Ltd." });
    expect(second.statusCode).toBe(201);
    expect(second.json().slug).toBe("acme-and-sons-pte-ltd-2");
    expect(second.json().id).not.toBe(first.json().id);
  });

  it("refuses an explicit slug that is taken with 409 on the slug field", async () => {
    expect((await createCompany({ name: "Slug Owner", slug: "taken-slug" })).statusCode).toBe(201);
    const duplicate = await createCompany({ name: "Someone Else", slug: "taken-slug" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: "CONFLICT",
      fields: { slug: expect.any(String) },
    });
  });

  it.each([
    ["a missing name", { website: "https://example.com" }, "name"],
    ["a javascript: website", { name: "Evil", website: "javascript:alert(1)" }, "website"],
    ["an unknown initiative", { name: "Odd", initiatives: ["free-pizza"] }, "initiatives.0"],
  ])("refuses %s with 400 and the field", async (_label, payload, field) => {
    const response = await createCompany(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields)).toContain(field);
  });

  it("takes a website typed without https:// and stores it with https://", async () => {
    const created = await createCompany({
      name: "Gingko Works",
      website: " gingko.example/careers ",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().website).toBe("https://gingko.example/careers");
    const stored = await get(`/api/companies/public/${created.json().id}`);
    expect(stored.json().website).toBe("https://gingko.example/careers");
    // Changing it keeps normalising; another scheme is still refused, with what is wanted.
    const url = `/api/companies/${created.json().id}`;
    const payload = { name: "Gingko Works", website: "www.gingko.example" };
    const updated = await t.asAdmin("PUT", url, payload);
    expect(updated.json().website).toBe("https://www.gingko.example");
    const refused = await createCompany({ name: "Evil", website: "javascript:alert(1)" });
    expect(refused.json().error.fields).toEqual({
      website: "Website must be an http:// or https:// address",
    });
  });

  it("names the limit a field is over, not that it is required", async () => {
    const response = await createCompany({ name: "n".repeat(121), tagline: "t".repeat(161) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION_FAILED",
      message: "name: Name must be at most 120 characters",
      fields: {
        name: "Name must be at most 120 characters",
        tagline: "Tagline must be at most 160 characters",
      },
    });
  });

  it("refuses to create a company without an admin token", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/companies",
      payload: { name: "Anonymous Co" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("public companies", () => {
  let visible: Item;
  let hidden: Item;

  beforeAll(async () => {
    visible = (
      await createCompany({
        name: "Banyan Health",
        tagline: "Hospitals that care",
        initiatives: ["equal-pay", "childcare"],
      })
    ).json();
    await createCompany({ name: "Cedar Finance", initiatives: ["mentorship"] });
    hidden = (
      await createCompany({ name: "Hidden Ventures", initiatives: ["equal-pay"], published: false })
    ).json();
    await createJob(hidden.id, "Secret Hidden Role");
    await createJob(visible.id, "Ward Nurse");
    // A draft does not count as an open job.
    await createJob(visible.id, "Draft Surgeon", "draft");
  });

  it("finds a published company by id and by slug", async () => {
    const byId = await get(`/api/companies/public/${visible.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ name: "Banyan Health", openJobs: 1 });
    const bySlug = await get("/api/companies/public/banyan-health");
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().id).toBe(visible.id);
    const listed = (await get("/api/companies/public?q=banyan")).json().items;
    expect(listed).toMatchObject([{ id: visible.id, openJobs: 1 }]);
  });

  it("hides an unpublished company and its jobs", async () => {
    expect((await get(`/api/companies/public/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(`/api/companies/public/${hidden.slug}`)).statusCode).toBe(404);
    const list = await get("/api/companies/public?pageSize=100");
    expect(names(list.json())).not.toContain("Hidden Ventures");
    const jobs = await get("/api/jobs/public?pageSize=100");
    const titles = jobs.json().items.map((job: { title: string }) => job.title);
    expect(titles).toContain("Ward Nurse");
    expect(titles).not.toContain("Secret Hidden Role");
    const searched = await get("/api/jobs/public?q=secret");
    expect(searched.json().total).toBe(0);
    // The admin still sees it.
    const adminList = await t.asAdmin("GET", "/api/companies?status=unpublished");
    expect(names(adminList.json())).toContain("Hidden Ventures");
  });

  it("filters by initiative", async () => {
    const response = await get("/api/companies/public?initiative=equal-pay&pageSize=100");
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(["Banyan Health"]);
    expect((await get("/api/companies/public?initiative=free-pizza")).statusCode).toBe(400);
  });

  it("searches by name and tagline", async () => {
    expect(names((await get("/api/companies/public?q=cedar")).json())).toEqual(["Cedar Finance"]);
    expect(names((await get("/api/companies/public?q=hospitals")).json())).toEqual([
      "Banyan Health",
    ]);
    expect((await get("/api/companies/public?q=nothing-like-this")).json().total).toBe(0);
  });

  it("pages with {items, page, pageSize, total}", async () => {
    const all = (await get("/api/companies/public?pageSize=100")).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const first = await get("/api/companies/public?pageSize=2");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      items: expect.any(Array),
      page: 1,
      pageSize: 2,
      total: all.total,
    });
    expect(first.json().items).toHaveLength(2);
    const second = (await get("/api/companies/public?pageSize=2&page=2")).json();
    expect(second.page).toBe(2);
    expect(second.items.map((item: Item) => item.id)).toEqual(
      all.items.slice(2, 4).map((item: Item) => item.id),
    );
    expect((await get("/api/companies/public?pageSize=101")).statusCode).toBe(400);
  });
});

describe("updating and deleting companies", () => {
  it("takes back a whole item read with GET, read-only fields included", async () => {
    const created = (await createCompany({ name: "Durian Labs", size: "11-50" })).json();
    await createJob(created.id, "Lab Technician");
    const current = await t.asAdmin("GET", `/api/companies/${created.id}`);
    expect(current.statusCode).toBe(200);
    const item = current.json();
    expect(item).toHaveProperty("openJobs", 1);
    const updated = await t.asAdmin("PUT", `/api/companies/${created.id}`, {
      ...item,
      tagline: "Fruit science",
      id: "ignored",
      createdAt: "ignored",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      slug: "durian-labs",
      tagline: "Fruit science",
      size: "11-50",
      createdAt: item.createdAt,
    });
    const stored = await get(`/api/companies/public/${created.id}`);
    expect(stored.json().tagline).toBe("Fruit science");
  });

  it("refuses to delete a company that still has jobs, saying why", async () => {
    const company = (await createCompany({ name: "Elm Logistics" })).json();
    await createJob(company.id, "Driver");
    const response = await t.asAdmin("DELETE", `/api/companies/${company.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/job/i);
    expect((await get(`/api/companies/public/${company.id}`)).statusCode).toBe(200);
  });

  it("counts every job of a company for the admin, open, draft and closed, as delete does", async () => {
    const company = (await createCompany({ name: "Hazel Freight" })).json();
    const open = await createJob(company.id, "Dispatcher");
    const draft = await createJob(company.id, "Planner", "draft");
    const closed = await createJob(company.id, "Loader", "closed");
    const admin = (url: string) => t.asAdmin("GET", url);

    const listed = (await admin("/api/companies?q=hazel")).json().items;
    expect(listed).toMatchObject([{ id: company.id, openJobs: 1, jobCount: 3 }]);
    expect((await admin(`/api/companies/${company.id}`)).json()).toMatchObject({ jobCount: 3 });
    // Drafts and closed jobs are the admin's business: the public answers leave the count out.
    expect((await get(`/api/companies/public/${company.id}`)).json()).not.toHaveProperty(
      "jobCount",
    );
    expect((await get("/api/companies/public?q=hazel")).json().items[0]).not.toHaveProperty(
      "jobCount",
    );

    const url = `/api/companies/${company.id}`;
    const refused = await t.asAdmin("DELETE", url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "“Hazel Freight” has 3 jobs (open, draft or closed): delete them or move them to another company first.",
    );

    for (const job of [open, draft, closed]) {
      const gone = await t.asAdmin("DELETE", `/api/jobs/${job.id}`);
      expect(gone.statusCode).toBe(204);
    }
    expect((await admin("/api/companies?q=hazel")).json().items[0].jobCount).toBe(0);
    expect((await t.asAdmin("DELETE", url)).statusCode).toBe(204);
  });

  it("deletes a company without jobs", async () => {
    const company = (await createCompany({ name: "Fig Design" })).json();
    const url = `/api/companies/${company.id}`;
    const deleted = await t.asAdmin("DELETE", url);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await t.asAdmin("GET", url)).statusCode).toBe(404);
    expect((await get(`/api/companies/public/${company.id}`)).statusCode).toBe(404);
    expect((await t.asAdmin("DELETE", url)).statusCode).toBe(404);
  });
});
