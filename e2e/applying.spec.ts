import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { plainPdf, renamedExecutable } from "../src/server/testing/cv-files.ts";
import { ADMIN, signIn } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { uniqueEmail } from "./fixtures/sign-up.ts";
import { linkInMail } from "./mail-server.ts";

const PASSWORD = "orchid-lantern-morning-62";
const PHONE = { width: 390, height: 844 };

/** A company in Japan with two jobs that take applications on this site. */
async function twoOnSiteJobs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const word = `Kestrel${Date.now().toString(36)}`;
  const company = await request.post("/api/companies", {
    headers,
    data: { name: `${word} Labs`, country: "JP", initiatives: ["return-to-work"] },
  });
  const companyId = (await company.json()).id;
  const job = async (title: string) => {
    const created = await request.post("/api/jobs", {
      headers,
      data: {
        title: `${title} ${word}`,
        companyId,
        description: "Help our members find work they love.",
        applyMethod: "onsite",
        status: "published",
      },
    });
    expect(created.status()).toBe(201);
    return (await created.json()) as { id: string; title: string };
  };
  return {
    company: `${word} Labs`,
    first: await job("Data Analyst"),
    second: await job("Researcher"),
  };
}

const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });

async function addCareerBreak(page: Page) {
  await page.goto("/account/profile");
  await page.getByLabel("Headline").fill("Analyst returning after a career break");
  await page.getByLabel("You, and the employers you apply to").check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();

  const history = page.getByRole("region", { name: "Your history" });
  await history.getByLabel("Career break").check();
  await history.getByLabel("Title").fill("Caring for my parents");
  await history.getByLabel("From").fill("2021-03");
  await history.getByLabel("Until").fill("2023-09");
  await history.getByLabel("Note").fill("Also led the volunteer roster at our community centre.");
  await history.getByRole("button", { name: "Add to your history" }).click();
  await expect(page.getByTestId("profile-entry")).toContainText("Caring for my parents");
  await expectNoSeriousAxeViolations(page, "job-seeker profile");
}

test.describe("applying on the site", () => {
  test.use({ viewport: PHONE });

  test("a seeker with a career break applies from her phone, a reviewer shortlists, she withdraws another", async ({
    page,
    browser,
    request,
  }) => {
    const admin = (await (await request.post("/api/auth/login", { data: ADMIN })).json()).token;
    const { company, first, second } = await twoOnSiteJobs(request, admin);
    const email = uniqueEmail("applicant");

    // A visitor starts her note, signs up on the way, and finds it still there.
    await page.goto(`/jobs/${first.id}`);
    await page.getByTestId("apply-link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${first.title}`);
    const note = "I am ready to start in January, after two years of caring for my parents.";
    await page.getByLabel("Note to the employer").fill(note);
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Name").fill("Mei Lin");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${first.id}/apply$`));
    await expect(page.getByText("Confirm your e-mail address to apply")).toBeVisible();
    await expect(page.getByLabel("Note to the employer")).toHaveValue(note);

    const port = Number(new URL(page.url()).port);
    await page.goto(await linkInMail(port, email, "/verify-email"));
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByRole("status")).toContainText("is confirmed");

    await addCareerBreak(page);

    // Her CV: a renamed program is refused beside the field, a real PDF is kept.
    await page.goto("/account/cvs");
    await page.getByLabel("CV file").setInputFiles(pdfFile("cv.pdf", renamedExecutable()));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByLabel("CV file")).toHaveAccessibleDescription(/PDF or a Word document/);
    await page.getByLabel("CV file").setInputFiles(pdfFile("Mei Lin CV.pdf", plainPdf()));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByTestId("cv")).toContainText("Mei Lin CV.pdf");
    await expectNoSeriousAxeViolations(page, "CVs");

    // One step: her default CV, the note she typed before signing up, consent naming Japan.
    await page.goto(`/jobs/${first.id}/apply`);
    await expect(page.getByLabel("Note to the employer")).toHaveValue(note);
    await expect(page.getByTestId("consent-text")).toContainText(`${company} (Japan)`);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByText("Tick this box to continue")).toBeVisible();
    await page.getByRole("checkbox", { name: new RegExp(company) }).check();
    await expectNoSeriousAxeViolations(page, "apply");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByText("Your application is sent.")).toBeVisible();

    await page.goto(`/jobs/${second.id}/apply`);
    await page.getByRole("checkbox", { name: new RegExp(company) }).check();
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByTestId("application")).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, "applications");

    // A reviewer opens the first and shortlists it, reading her career break.
    const reviewer = await browser.newPage();
    await signIn(reviewer, admin);
    await reviewer.goto(`/admin/jobs/${first.id}/applications`);
    await reviewer.getByRole("link", { name: "Mei Lin" }).click();
    await expect(reviewer.getByText("Caring for my parents", { exact: true })).toBeVisible();
    await expect(reviewer.getByText(note)).toBeVisible();
    await reviewer.getByLabel("Move to").selectOption("shortlisted");
    await reviewer.getByRole("button", { name: "Move" }).click();
    await expect(reviewer.getByText("Status changed")).toBeVisible();
    await reviewer.close();

    // She sees it move, and withdraws the other.
    await page.goto("/account/applications");
    const shortlisted = page.getByTestId("application").filter({ hasText: first.title });
    await expect(shortlisted.getByTestId("application-status")).toHaveText("Shortlisted");
    const other = page.getByTestId("application").filter({ hasText: second.title });
    await other.getByRole("button", { name: /Withdraw/ }).click();
    await expect(other.getByTestId("application-status")).toHaveText("Withdrawn");
  });
});
