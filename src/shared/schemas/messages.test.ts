import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogPostInput, videoInput } from "./blogs.ts";
import { fieldErrors, optionalWebAddress, withScheme } from "./common.ts";
import { companyInput } from "./companies.ts";
import { eventInput } from "./events.ts";
import { jobInput } from "./jobs.ts";
import { labelled } from "./messages.ts";

/** The message of the first issue `schema` finds in `value`. */
function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return result.error.issues[0]!.message;
}

const job = {
  title: "Nurse",
  companyId: "00000000-0000-4000-8000-000000000000",
  description: "Care.",
};
const text = (label: string) => z.string({ error: labelled(label) });
const count = (label: string) => z.number({ error: labelled(label) });

describe("a message for every kind of zod issue, naming the field and the limit", () => {
  it.each([
    ["a missing value", text("Title"), undefined, "Title is required"],
    ["a null", text("Title"), null, "Title is required"],
    ["text for a number", count("Capacity"), "ten", "Capacity must be a number"],
    ["a number for text", text("Title"), 7, "Title must be text"],
    [
      "a fraction for a whole number",
      count("Capacity").int(),
      1.5,
      "Capacity must be a whole number",
    ],
    [
      "a string for a boolean",
      z.boolean({ error: labelled("Featured") }),
      "yes",
      "Featured must be true or false",
    ],
    [
      "an object for a list",
      z.array(z.string(), { error: labelled("Tags") }),
      {},
      "Tags must be a list",
    ],
  ])("invalid_type: %s", (_kind, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    ["blank required text", text("Title").trim().min(1), "  ", "Title is required"],
    [
      "text under its minimum",
      text("Password").min(12),
      "short",
      "Password must be at least 12 characters",
    ],
    [
      "text under a minimum of one, exactly",
      text("Code").length(1),
      "",
      "Code must be exactly 1 character",
    ],
    ["a number under its minimum", count("Capacity").min(1), 0, "Capacity must be at least 1"],
    [
      "a number not above an exclusive minimum",
      count("Price").gt(0),
      0,
      "Price must be more than 0",
    ],
    [
      "a list under its minimum",
      z.array(z.string(), { error: labelled("Tags") }).min(2),
      ["a"],
      "Tags must be at least 2 items",
    ],
  ])("too_small: %s", (_kind, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    [
      "text over its maximum",
      text("Title").max(160),
      "x".repeat(161),
      "Title must be at most 160 characters",
    ],
    [
      "text over a maximum of one",
      text("Initial").max(1),
      "ab",
      "Initial must be at most 1 character",
    ],
    [
      "a number over its maximum",
      count("Salary").max(2_000_000_000),
      3e9,
      "Salary must be at most 2,000,000,000",
    ],
    [
      "a number not below an exclusive maximum",
      count("Share").lt(100),
      100,
      "Share must be less than 100",
    ],
    [
      "a list over its maximum",
      z.array(z.string(), { error: labelled("Tags") }).max(2),
      ["a", "b", "c"],
      "Tags must be at most 2 items",
    ],
  ])("too_big: %s", (_kind, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    [
      "an e-mail address",
      z.email({ error: labelled("Apply e-mail") }),
      "nobody",
      "Apply e-mail must be an address such as name@example.com",
    ],
    [
      "a URL",
      z.url({ error: labelled("Website") }),
      "not a url",
      "Website must be a web address such as https://example.com",
    ],
    ["an id", z.uuid({ error: labelled("Company") }), "42", "Company must be a valid id"],
    [
      "a date and time",
      z.iso.datetime({ error: labelled("Starts") }),
      "soon",
      "Starts must be a date and time",
    ],
    ["a pattern", text("Code").regex(/^[A-Z]+$/), "abc", "Code is not in the expected format"],
    ["a prefix", text("Path").startsWith("/"), "images", "Path must start with “/”"],
  ])("invalid_format: %s", (_kind, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("not_multiple_of, invalid_value and unrecognized_keys", () => {
    expect(messageOf(count("Minutes").multipleOf(15), 20)).toBe("Minutes must be a multiple of 15");
    expect(messageOf(z.enum(["a", "b"], { error: labelled("Size") }), "c")).toBe(
      "Size must be one of: “a”, “b”",
    );
    expect(messageOf(z.literal("yes", { error: labelled("Consent") }), "no")).toBe(
      "Consent must be “yes”",
    );
    expect(messageOf(z.strictObject({}), { colour: 1 })).toBe("Unknown field: colour");
    expect(messageOf(z.strictObject({}), { colour: 1, size: 2 })).toBe(
      "Unknown fields: colour, size",
    );
  });

  it("invalid_union: the branch that says what is wrong, not 'invalid input'", () => {
    const union = z.union([z.literal(""), z.url({ error: labelled("Website") }), z.number()]);
    expect(messageOf(union, "not a url")).toBe(
      "Website must be a web address such as https://example.com",
    );
  });

  it("words issues of unlabelled schemas too, with the limit", () => {
    expect(messageOf(z.string().max(3), "long")).toBe("This value must be at most 3 characters");
    expect(messageOf(z.number(), undefined)).toBe("This value is required");
    expect(messageOf(z.enum(["x"]), "y")).toBe("This value must be “x”");
  });

  it("keeps a message a check gives itself", () => {
    expect(messageOf(text("Code").regex(/^\d+$/, "Use digits only"), "a")).toBe("Use digits only");
  });
});

describe("the shared input schemas", () => {
  const errorsOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error.issues);
  };

  it("says a title is too long, not that it is required", () => {
    expect(errorsOf(jobInput, { ...job, title: "x".repeat(161) })).toEqual({
      title: "Title must be at most 160 characters",
    });
    expect(errorsOf(jobInput, { ...job, title: "" })).toEqual({ title: "Title is required" });
    expect(errorsOf(jobInput, { ...job, title: undefined })).toEqual({
      title: "Title is required",
    });
    expect(errorsOf(eventInput, { title: "x".repeat(161) }).title).toBe(
      "Title must be at most 160 characters",
    );
    expect(errorsOf(blogPostInput, { title: "x".repeat(201) }).title).toBe(
      "Title must be at most 200 characters",
    );
  });

  it("names the field and limit for optional text, numbers and choices", () => {
    expect(
      errorsOf(companyInput, { name: "Acme", tagline: "y".repeat(161), size: "huge" }),
    ).toEqual({
      tagline: "Tagline must be at most 160 characters",
      size: "Size must be one of: “1-10”, “11-50”, “51-200”, “201-1000”, “1001-5000”, “5000+”",
    });
    expect(errorsOf(jobInput, { ...job, salaryMin: 1.5, salaryCurrency: "SGD" })).toEqual({
      salaryMin: "Minimum salary must be a whole number",
    });
    expect(errorsOf(eventInput, { capacity: 0 }).capacity).toBe("Capacity must be at least 1");
  });
});

describe("web addresses typed without https://", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com/careers?team=data#open", "https://www.example.com/careers?team=data#open"],
    ["jobs.example.co.uk:8443/apply", "https://jobs.example.co.uk:8443/apply"],
    ["https://example.com", "https://example.com"],
    ["http://example.com", "http://example.com"],
  ])("adds https:// to %j", (typed, stored) => {
    expect(withScheme(typed)).toBe(stored);
  });

  it.each([
    "javascript:alert(1)",
    "mailto:jobs@example.com",
    "/careers",
    "//evil.example",
    "hello",
  ])("leaves %j alone", (typed) => {
    expect(withScheme(typed)).toBe(typed);
  });

  it("normalises the company website, apply, event and video addresses, trimmed", () => {
    expect(companyInput.parse({ name: "Acme", website: " example.com " }).website).toBe(
      "https://example.com",
    );
    expect(jobInput.parse({ ...job, applyUrl: "example.com/apply" }).applyUrl).toBe(
      "https://example.com/apply",
    );
    const event = eventInput.parse({
      title: "Meetup",
      startsAt: "2030-01-01T10:00:00Z",
      timezone: "Asia/Singapore",
      format: "online",
      onlineUrl: "meet.example.com/room",
      registrationUrl: "example.com/register",
    });
    expect([event.onlineUrl, event.registrationUrl]).toEqual([
      "https://meet.example.com/room",
      "https://example.com/register",
    ]);
    expect(videoInput.parse({ title: "Talk", url: "youtube.com/watch?v=1" }).url).toBe(
      "https://youtube.com/watch?v=1",
    );
  });

  it("still refuses other schemes, and keeps blank as none", () => {
    const website = optionalWebAddress("Website");
    expect(messageOf(website, "javascript:alert(1)")).toBe(
      "Website must be an http:// or https:// address",
    );
    expect(messageOf(website, "ftp://example.com")).toBe(
      "Website must be an http:// or https:// address",
    );
    expect(messageOf(website, "not an address")).toBe(
      "Website must be a web address such as https://example.com",
    );
    expect(website.parse("  ")).toBe("");
    expect(website.parse(null)).toBe(null);
  });

  it("does not take an image file name for a host", () => {
    expect(messageOf(companyInput, { name: "Acme", logoUrl: "logo.png" })).toBe(
      "Logo must be a web address such as https://example.com/logo.png or a path starting with /",
    );
  });
});
