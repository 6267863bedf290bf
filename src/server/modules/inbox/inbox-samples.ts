import type { TestApp } from "../../testing/test-app.ts";

/** Fills the inbox as visitors would: one contact message and two newsletter subscribers. */
export async function sendInboxSamples(t: TestApp): Promise<void> {
  await t.request({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ana", email: "ana@example.com", subject: "Hello", message: "Hi there" },
  });
  // The second address starts like a spreadsheet formula, for the CSV export to defuse.
  for (const email of ["reader@example.com", "+cmd@example.com"]) {
    await t.request({ method: "POST", url: "/api/newsletter", payload: { email } });
  }
}
