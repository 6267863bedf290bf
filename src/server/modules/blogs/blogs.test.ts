import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

type Item = { id: string; slug: string; title: string; status: string; publishedAt: string };

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.request({ method, url, token: t.adminToken, payload });
const get = (url: string) => t.request({ method: "GET", url });
const titles = (body: { items: Item[] }) => body.items.map((item) => item.title);

async function createPost(payload: Record<string, unknown>) {
  const response = await admin("POST", "/api/blogs", {
    author: "Mei Lin",
    excerpt: "A short excerpt",
    body: "Some **Markdown**.",
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Item;
}

describe("blog posts", () => {
  it("hides a draft until it is published, then shows it by slug and id", async () => {
    const draft = await createPost({ title: "Negotiating Your Salary", tags: ["Career"] });
    expect(draft).toMatchObject({ slug: "negotiating-your-salary", status: "draft" });
    expect(draft.publishedAt).toBeNull();
    expect((await get(`/api/blogs/public/${draft.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/blogs/public/${draft.id}`)).statusCode).toBe(404);
    expect(titles((await get("/api/blogs/public")).json())).not.toContain(draft.title);

    const current = (await admin("GET", `/api/blogs/${draft.id}`)).json();
    const published = await admin("PUT", `/api/blogs/${draft.id}`, {
      ...current,
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).toEqual(expect.any(String));

    const bySlug = await get("/api/blogs/public/negotiating-your-salary");
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: draft.id, author: "Mei Lin", tags: ["career"] });
    const byId = await get(`/api/blogs/public/${draft.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().slug).toBe("negotiating-your-salary");
    expect(titles((await get("/api/blogs/public")).json())).toContain(draft.title);
  });

  it("keeps a post with a future publication date hidden", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const post = await createPost({
      title: "Coming Soon",
      status: "published",
      publishedAt: future,
    });
    expect((await get(`/api/blogs/public/${post.slug}`)).statusCode).toBe(404);
  });

  it("filters public posts by tag, ignoring case", async () => {
    await createPost({ title: "Returning After Leave", tags: ["parents"], status: "published" });
    await createPost({ title: "Leading Teams", tags: ["leadership"], status: "published" });
    await createPost({ title: "Draft For Parents", tags: ["parents"], status: "draft" });
    expect(titles((await get("/api/blogs/public?tag=parents")).json())).toEqual([
      "Returning After Leave",
    ]);
    expect(titles((await get("/api/blogs/public?tag=Parents")).json())).toEqual([
      "Returning After Leave",
    ]);
    expect((await get("/api/blogs/public?tag=nothing")).json().total).toBe(0);
  });

  it("lists public posts newest first", async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() - days * day).toISOString();
    await createPost({ title: "Ordered Old", status: "published", publishedAt: at(30) });
    await createPost({ title: "Ordered New", status: "published", publishedAt: at(0.5) });
    const listed = titles((await get("/api/blogs/public?pageSize=100")).json());
    expect(listed.indexOf("Ordered New")).toBeLessThan(listed.indexOf("Ordered Old"));
  });

  it("refuses a slug that is taken with 409", async () => {
    await createPost({ title: "First Owner", slug: "shared-slug" });
    const clash = await admin("POST", "/api/blogs", { title: "Second", slug: "shared-slug" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toHaveProperty("slug");
    // A derived slug steps aside instead.
    expect((await createPost({ title: "First Owner" })).slug).toBe("first-owner");
    expect((await createPost({ title: "Shared Slug" })).slug).toBe("shared-slug-2");
  });

  it("refuses a post without a title and deletes a post", async () => {
    const invalid = await admin("POST", "/api/blogs", { body: "No title" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toHaveProperty("title");
    const post = await createPost({ title: "Short Lived", status: "published" });
    expect((await admin("DELETE", `/api/blogs/${post.id}`)).statusCode).toBe(204);
    expect((await admin("GET", `/api/blogs/${post.id}`)).statusCode).toBe(404);
    expect((await get(`/api/blogs/public/${post.slug}`)).statusCode).toBe(404);
  });
});

describe("videos", () => {
  const video = (overrides: Record<string, unknown> = {}) => ({
    title: "Career Talk",
    tag: "Careers",
    thumbnailUrl: "/images/thumb.webp",
    url: "https://www.youtube.com/watch?v=abc",
    ...overrides,
  });

  it("creates, reads, replaces and deletes a video", async () => {
    const created = await admin("POST", "/api/videos", video());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ title: "Career Talk", publishedAt: expect.any(String) });

    const read = await admin("GET", `/api/videos/${item.id}`);
    expect(read.json()).toEqual(item);
    expect((await get(`/api/videos/public/${item.id}`)).statusCode).toBe(200);

    const replaced = await admin("PUT", `/api/videos/${item.id}`, { ...item, title: "New Talk" });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: item.id, title: "New Talk", tag: "Careers" });
    expect((await get(`/api/videos/public/${item.id}`)).json().title).toBe("New Talk");

    expect((await admin("DELETE", `/api/videos/${item.id}`)).statusCode).toBe(204);
    expect((await admin("GET", `/api/videos/${item.id}`)).statusCode).toBe(404);
    expect((await admin("DELETE", `/api/videos/${item.id}`)).statusCode).toBe(404);
  });

  it("refuses a video without a URL or with a javascript: URL", async () => {
    for (const [url, message] of [
      [undefined, "Video URL is required"],
      ["", "Video URL is required"],
      ["javascript:alert(1)", expect.stringContaining("http")],
    ]) {
      const response = await admin("POST", "/api/videos", video({ url }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ url: message });
    }
    const all = await admin("GET", "/api/videos?pageSize=100");
    expect(all.json().items.every((item: { url: string }) => item.url.startsWith("https://"))).toBe(
      true,
    );
  });

  it("lists public videos newest first and hides scheduled ones", async () => {
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    await admin("POST", "/api/videos", video({ title: "Middle", publishedAt: at(-48) }));
    await admin("POST", "/api/videos", video({ title: "Newest", publishedAt: at(-1) }));
    await admin("POST", "/api/videos", video({ title: "Oldest", publishedAt: at(-96) }));
    await admin("POST", "/api/videos", video({ title: "Scheduled", publishedAt: at(48) }));
    const response = await get("/api/videos/public?pageSize=100");
    expect(response.statusCode).toBe(200);
    const listed = titles(response.json());
    expect(listed).toEqual(["Newest", "Middle", "Oldest"]);
    const all = await admin("GET", "/api/videos?pageSize=100");
    expect(titles(all.json())).toContain("Scheduled");
  });

  it("refuses anonymous writes", async () => {
    const response = await t.request({ method: "POST", url: "/api/videos", payload: video() });
    expect(response.statusCode).toBe(401);
  });
});
