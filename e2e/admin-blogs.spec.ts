import { expect, test } from "@playwright/test";
import { signInOnceStarted, tokenFor } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations, testOnEachViewport } from "./fixtures/axe.ts";
import { DEMO } from "./fixtures/demo-contract.ts";

// A seeded post: its slug is taken.
const SEEDED_SLUG = DEMO.posts.published;

test("a draft post stays off the site until it is published from its edit form", async ({
  page,
  request,
}) => {
  const title = "Finding a Mentor Who Gets You";
  const slug = "finding-a-mentor-who-gets-you";
  const body = "Mentors do not need to share your job title. They need to share your direction.";
  await signInOnceStarted(page, await tokenFor(request, "admin"));

  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
  // Saving an empty form shows the shared schema's message beside the title.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription(
    /Title is required/,
  );

  await page.getByRole("textbox", { name: "Title" }).fill(title);
  const slugField = page.getByRole("textbox", { name: "Slug" });
  await expect(slugField).toHaveAccessibleDescription(`Suggested: ${slug}`);
  await page.getByRole("textbox", { name: "Author" }).fill("E2E Author");
  const excerpt = page.getByRole("textbox", { name: "Excerpt" });
  await excerpt.fill("Why the right mentor matters.");
  await expect(excerpt).toHaveAccessibleDescription(/29 of 300 characters/);
  await page.getByRole("textbox", { name: "Body", exact: true }).fill(body);

  // Tags: Enter and a comma both add one; each chip has its own named remove button.
  const tags = page.getByRole("textbox", { name: "Tags" });
  await tags.fill("Mentoring");
  await tags.press("Enter");
  await tags.pressSequentially("careers,");
  await tags.fill("typo");
  await tags.press("Enter");
  const chips = page.getByRole("list", { name: "Tags added" });
  await expect(chips.getByRole("listitem")).toHaveText(["mentoring×", "careers×", "typo×"]);
  await page.getByRole("button", { name: "Remove tag typo" }).click();
  await expect(chips.getByRole("listitem")).toHaveCount(2);
  await expect(tags).toBeFocused();

  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("draft");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/blogs");
  await expect(page.getByText(`Saved blog post “${title}”.`)).toBeVisible();

  // A draft is nowhere on the public site.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get("/blog")).text()).not.toContain(title);

  // The list filters by status and sorts by title; the draft is found and opened for editing.
  await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(/draft/i);
  await expect(row).toContainText("mentoring");
  await page.getByRole("button", { name: "Title", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Title" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue(slug);
  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/blogs");

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  const article = await page.goto(`/blog/${slug}`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(body)).toBeVisible();
});

test("a slug that is already taken shows on the slug field, before and after saving", async ({
  page,
  request,
}) => {
  await signInOnceStarted(page, await tokenFor(request, "admin"));
  await page.goto("/admin/blogs/new");
  await page.getByRole("textbox", { name: "Title" }).fill("Salary Talks, Again");
  const slugField = page.getByRole("textbox", { name: "Slug" });
  await slugField.fill(SEEDED_SLUG);
  // The server is asked while the admin types…
  await expect(slugField).toHaveAccessibleDescription(/Already in use; choose another/);
  // …and refuses with 409 on save, which lands on the same field.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").first()).toContainText("already in use");
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(slugField).toHaveAccessibleDescription(/Already in use/);
  await expect(page).toHaveURL("/admin/blogs/new");

  await slugField.fill("salary-talks-again");
  await expect(slugField).not.toHaveAttribute("aria-invalid", "true");
});

test("a video created in the admin appears in the public video library", async ({
  page,
  request,
}) => {
  const title = "Asking for Feedback Without Fear";
  await signInOnceStarted(page, await tokenFor(request, "admin"));
  await page.goto("/admin/videos/new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription(
    /Title is required/,
  );
  const url = page.getByRole("textbox", { name: "Video URL" });
  await expect(url).toHaveAccessibleDescription(/Video URL is required/);
  await url.fill("ftp://example.com/video");
  await url.blur();
  await expect(url).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);

  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await url.fill("https://video.example.com/watch/asking-for-feedback");
  await page.getByRole("textbox", { name: "Tag" }).fill("Feedback");
  await page.getByLabel("Thumbnail").setInputFiles({
    name: "thumb.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#9d174d"/></svg>',
    ),
  });
  await expect(page.getByRole("img", { name: "Current thumbnail" })).toHaveAttribute(
    "src",
    /^\/uploads\/.+\.webp$/,
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/admin/videos");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Feedback");
  await expect(row.getByRole("link", { name: `Watch ${title}` })).toHaveAttribute(
    "href",
    "https://video.example.com/watch/asking-for-feedback",
  );

  await page.goto("/videos");
  await expect(page.getByText(title).first()).toBeVisible();
});

testOnEachViewport(
  "axe finds nothing serious on the blog and video screens",
  async ({ page, request }, viewport) => {
    const token = await tokenFor(request, "admin");
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const post = (await (await request.get("/api/blogs?pageSize=1", auth)).json()).items[0];
    const video = (await (await request.get("/api/videos?pageSize=1", auth)).json()).items[0];
    await signInOnceStarted(page, token);
    for (const path of [
      "/admin/blogs",
      "/admin/blogs/new",
      `/admin/blogs/edit/${post.id}`,
      "/admin/videos",
      "/admin/videos/new",
      `/admin/videos/edit/${video.id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator('[role="status"]', { hasText: "Loading…" })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, `${path} (${viewport.name})`);
    }
  },
);
