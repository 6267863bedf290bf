import { type APIRequestContext, expect, test } from "@playwright/test";
import { plainPdf } from "../src/server/testing/cv-files.ts";
import { ADMIN, signIn } from "./fixtures/admin.ts";
import { expectNoSeriousAxeViolations } from "./fixtures/axe.ts";
import { sendSignUp, uniqueEmail } from "./fixtures/sign-up.ts";
import { linkInMail } from "./mail-server.ts";

const PASSWORD = "harbour-lotus-evening-48";

/** A job seeker with a confirmed address and a CV applies to the job through the API. */
async function applyAsSeeker(request: APIRequestContext, port: number, jobId: string) {
  const email = uniqueEmail("seeker");
  const registered = await request.post("/api/auth/register", {
    data: { name: "Mei Lin", email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const token = (await linkInMail(port, email, "/verify-email")).split("token=")[1];
  expect((await request.post("/api/auth/verify-email", { headers, data: { token } })).ok()).toBe(
    true,
  );
  const cv = await request.post("/api/cvs", {
    headers,
    multipart: {
      file: { name: "Mei Lin CV.pdf", mimeType: "application/pdf", buffer: plainPdf() },
    },
  });
  const applied = await request.post(`/api/jobs/${jobId}/applications`, {
    headers,
    data: { cvId: (await cv.json()).id, note: "Two years of survey analysis.", consent: true },
  });
  expect(applied.status()).toBe(201);
  return {
    applicationId: (await applied.json()).id as string,
    cvId: (await cv.json()).id as string,
  };
}

/** Another company, signed up and approved through the API: the one that probes the first. */
async function approvedCompany(request: APIRequestContext, admin: string) {
  const email = uniqueEmail("other-owner");
  const signedUp = await request.post("/api/employers/register", {
    data: {
      companyName: `Prying Co ${Date.now().toString(36)}`,
      website: "prying.example.com",
      initiatives: { coaching: "Coaching for every manager." },
      name: "Other Owner",
      email,
      password: PASSWORD,
      locale: "en",
    },
  });
  expect(signedUp.status()).toBe(201);
  const { token, company } = await signedUp.json();
  const headers = { authorization: `Bearer ${admin}` };
  expect((await request.post(`/api/companies/${company.id}/approve`, { headers })).status()).toBe(
    200,
  );
  return { token, email, companyId: company.id as string };
}

test.describe("employers", () => {
  test("a company signs up, is approved, posts a job that waits for review, invites a recruiter who shortlists an applicant; another company is refused", async ({
    page,
    browser,
    request,
  }) => {
    const admin = (await (await request.post("/api/auth/login", { data: ADMIN })).json()).token;
    const email = uniqueEmail("owner");
    const companyName = `Lotus Clinics ${Date.now().toString(36)}`;

    // From the For Employers page to the sign-up form; a claim without its evidence is named.
    await page.goto("/for-employers");
    await page.getByRole("link", { name: "Sign your company up" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign your company up");
    await page.getByLabel("Company name").fill(companyName);
    await page.getByLabel("Website").fill("lotus-clinics.example.com");
    await page.getByLabel("Country").selectOption("MY");
    await page.getByRole("checkbox", { name: "Equal Pay" }).check();
    await page
      .getByLabel("How you offer Equal Pay")
      .fill("A yearly pay audit by gender, published.");
    await page.getByRole("checkbox", { name: "Mentorship" }).check();
    await page.getByLabel("Your name").fill("Nur Aisyah");
    await page.getByLabel("Work e-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign your company up" }).click();
    await expect(page.getByLabel("How you offer Mentorship")).toHaveAccessibleDescription(
      "How you offer it is required",
    );
    await expectNoSeriousAxeViolations(page, "company sign-up");
    await page.getByRole("checkbox", { name: "Mentorship" }).uncheck();
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign your company up" }).click();

    await expect(page).toHaveURL(/\/employer$/);
    const card = page.getByTestId("employer-company");
    await expect(card).toContainText(companyName);
    await expect(card).toContainText("Waiting for approval");
    await expectNoSeriousAxeViolations(page, "employer workspace");

    const port = Number(new URL(page.url()).port);
    await page.goto(await linkInMail(port, email, "/verify-email"));
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByRole("status")).toContainText("is confirmed");

    // An admin finds it in the queue and approves it.
    const adminPage = await browser.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto("/admin/companies?status=pending");
    await adminPage
      .getByRole("link", { name: new RegExp(companyName) })
      .first()
      .click();
    await expect(adminPage.getByText("A yearly pay audit by gender, published.")).toBeVisible();
    await adminPage.getByRole("button", { name: "Approve" }).click();
    await expect(adminPage.getByText(/Approved “/)).toBeVisible();

    // Public now, its claim marked as its own statement.
    await page.goto("/employer");
    await page.getByRole("link", { name: "See its public page" }).click();
    await expect(page.getByTestId("company-initiatives")).toContainText(
      "The company's own statement: A yearly pay audit by gender, published.",
    );

    // A first job waits for review.
    await page.goto("/employer");
    await page.getByRole("link", { name: `Jobs at ${companyName}` }).click();
    await page.getByRole("link", { name: "Post a job" }).click();
    await page.getByLabel("Job title").fill("Survey Researcher");
    await page.getByLabel("City or area").fill("Kuala Lumpur");
    await page.getByLabel("Description").fill("Turn our survey data into **decisions**.");
    await expectNoSeriousAxeViolations(page, "job form");
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByRole("status")).toContainText("we will review the job");
    const job = page.getByTestId("employer-job").filter({ hasText: "Survey Researcher" });
    await expect(job).toContainText("Waiting for our review");
    await expectNoSeriousAxeViolations(page, "company jobs");
    const companyUrl = page.url().split("?")[0]!;
    const editUrl = await job.getByRole("link", { name: "Edit" }).getAttribute("href");

    // The admin publishes it from the review queue.
    await adminPage.goto("/admin/jobs?status=review");
    await adminPage.getByRole("button", { name: "Publish Survey Researcher" }).click();
    await expect(adminPage.getByRole("button", { name: "Publish Survey Researcher" })).toHaveCount(
      0,
    );
    await adminPage.close();
    await page.reload();
    await expect(job).toContainText("On the site");

    // Her profile, and a renewal as the e-mail a week before the end offers it.
    await page.getByRole("link", { name: "Company profile" }).click();
    await page.getByLabel("Tagline").fill("Analytics for community clinics");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status")).toContainText("The profile is saved.");
    await expectNoSeriousAxeViolations(page, "company profile");
    await page.goto(`${editUrl!.replace(/\/edit$/, "")}/renew`);
    await expectNoSeriousAxeViolations(page, "renewal");
    await page.getByRole("button", { name: "Renew for 30 days" }).click();
    await expect(page.getByRole("status")).toContainText("The job is on the site.");

    // She invites a recruiter, who makes her account from the e-mailed link and joins.
    const recruiterEmail = uniqueEmail("recruiter");
    await page.getByRole("link", { name: "People" }).click();
    await page.getByLabel("E-mail address").fill(recruiterEmail);
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("status")).toContainText("The invitation is sent.");
    await expectNoSeriousAxeViolations(page, "people");
    // A context of its own: axe checks pages of a context, not of a lone page.
    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await recruiter.goto(await linkInMail(port, recruiterEmail, "/employer/invitations"));
    await expect(recruiter.getByRole("heading", { level: 1 })).toHaveText(`Join ${companyName}`);
    await expectNoSeriousAxeViolations(recruiter, "invitation");
    await recruiter.getByRole("link", { name: "create an account with it" }).click();
    await sendSignUp(recruiter, { name: "Siti Rahma", email: recruiterEmail, password: PASSWORD });
    await recruiter.getByRole("button", { name: `Join ${companyName}` }).click();
    await expect(recruiter.getByRole("heading", { level: 1 })).toHaveText("Jobs");

    // An application arrives; the recruiter reads it and shortlists it.
    const jobId = editUrl!.split("/").at(-2)!;
    const { applicationId, cvId } = await applyAsSeeker(request, port, jobId);
    await recruiter.reload();
    await recruiter.getByRole("link", { name: "Applicants (1)" }).click();
    await expectNoSeriousAxeViolations(recruiter, "applicants");
    await recruiter.getByRole("link", { name: "Mei Lin" }).click();
    await expect(recruiter.getByText("Two years of survey analysis.")).toBeVisible();
    const download = recruiter.waitForEvent("download");
    await recruiter.getByRole("link", { name: /Download CV/ }).click();
    expect((await download).suggestedFilename()).toBe("Mei Lin CV.pdf");
    await expectNoSeriousAxeViolations(recruiter, "application");
    await recruiter.getByLabel("Move to").selectOption("shortlisted");
    await recruiter.getByRole("button", { name: "Move" }).click();
    await expect(recruiter.getByTestId("application-status")).toHaveText("Shortlisted");
    await recruiterContext.close();

    // Another company's owner reaches none of it, by the workspace's own addresses or the API.
    const other = await approvedCompany(request, admin);
    const prying = await browser.newPage();
    const signedIn = await prying.request.post("/api/auth/login", {
      data: { email: other.email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const headers = { authorization: `Bearer ${other.token}` };
    const companyId = companyUrl.split("/").pop()!;
    // Her session cookie goes with these, as with the pages she opens.
    for (const path of [
      `/employer/companies/${companyId}`,
      `/employer/companies/${companyId}/people`,
      `/employer/companies/${companyId}/profile`,
      editUrl!,
      `/employer/jobs/${jobId}/applications`,
      `/employer/applications/${applicationId}`,
      `/api/files/${cvId}`,
    ]) {
      expect((await prying.request.get(path)).status(), path).toBe(404);
    }
    await prying.goto(`/employer/companies/${other.companyId}`);
    await expect(prying.getByRole("heading", { level: 1 })).toHaveText("Jobs");
    for (const path of [
      `/api/companies/${companyId}/jobs`,
      `/api/companies/${companyId}/members`,
      `/api/companies/${companyId}/profile`,
      `/api/employer/jobs/${jobId}`,
      `/api/jobs/${jobId}/applications`,
      `/api/applications/${applicationId}`,
      `/api/files/${cvId}`,
    ]) {
      expect((await request.get(path, { headers })).status(), path).toBe(404);
    }
    await prying.close();
  });
});
