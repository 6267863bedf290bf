import { z } from "zod";
import { countOf, plural } from "../plural.ts";

/**
 * One message for every kind of zod issue, naming the problem and its limit ("Title must be at
 * most 160 characters"), for the API's `fields` and the admin forms alike.
 *
 * Why not messages on each schema: a message given to a schema (`z.string({ message })`) covers
 * its checks too, so "Title is required" also answered a title that was too long. A schema now
 * names only its field (`labelled("Title")`); what went wrong is worded here, from the issue.
 */

type RawIssue = z.core.$ZodRawIssue;

const CHARACTERS = { one: "character", other: "characters" };
const ITEMS = { one: "item", other: "items" };
const FIELDS = { one: "field", other: "fields" };
const number = new Intl.NumberFormat("en");

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

const FORMATS: Record<string, string> = {
  email: "an address such as name@example.com",
  url: "a web address such as https://example.com",
  uuid: "a valid id",
  guid: "a valid id",
  datetime: "a date and time",
  date: "a date",
  time: "a time",
  lowercase: "in lower case",
  uppercase: "in upper case",
};

const limit = (value: number | bigint | Date) =>
  value instanceof Date ? value.toISOString() : number.format(value);

function sizeText(origin: string, bound: number | bigint): string {
  if (origin === "string") return countOf(Number(bound), CHARACTERS);
  if (origin === "array" || origin === "set") return countOf(Number(bound), ITEMS);
  if (origin === "file") return `${limit(bound)} bytes`;
  return limit(bound);
}

const BOUND_WORDS = {
  low: { date: "on or after", exclusive: "more than", inclusive: "at least" },
  high: { date: "on or before", exclusive: "less than", inclusive: "at most" },
};

/** "must be at least 3 characters", "must be on or before 2030-01-01T00:00:00.000Z", ... */
function boundMessage(
  subject: string,
  issue: { origin: string; exact?: boolean; inclusive?: boolean },
  bound: number | bigint,
  words: (typeof BOUND_WORDS)["low"],
): string {
  if (issue.origin === "date") return `${subject} must be ${words.date} ${limit(bound)}`;
  const size = sizeText(issue.origin, bound);
  if (issue.exact) return `${subject} must be exactly ${size}`;
  return `${subject} must be ${issue.inclusive === false ? words.exclusive : words.inclusive} ${size}`;
}

const hasOtherScheme = (input: unknown) =>
  typeof input === "string" && /^[a-z][a-z0-9+.-]*:/i.test(input) && !/^https?:/i.test(input);

const quote = (value: unknown) => (typeof value === "string" ? `“${value}”` : String(value));

/** A union's own issue carries its branches' issues: the one that is not about the type wins. */
function fromUnion(issue: Extract<RawIssue, { code: "invalid_union" }>): string | undefined {
  for (const branch of issue.errors) {
    const telling = branch.find(
      (inner) => inner.code !== "invalid_type" && inner.code !== "invalid_value",
    );
    if (telling) return telling.message;
  }
  return undefined;
}

/** The message for one issue; `label` names the field ("Title"), or the message speaks of "This value". */
export function issueMessage(issue: RawIssue, label?: string): string {
  const subject = label ?? "This value";
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null || issue.expected === "nonoptional")
        return `${subject} is required`;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return `${subject} must be ${expected}`;
    }
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1 && !issue.exact)
        return `${subject} is required`;
      return boundMessage(subject, issue, issue.minimum, BOUND_WORDS.low);
    case "too_big":
      return boundMessage(subject, issue, issue.maximum, BOUND_WORDS.high);
    case "invalid_format": {
      const format = issue.format;
      if (format === "starts_with") return `${subject} must start with ${quote(issue.prefix)}`;
      if (format === "ends_with") return `${subject} must end with ${quote(issue.suffix)}`;
      if (format === "includes") return `${subject} must contain ${quote(issue.includes)}`;
      // Another scheme (ftp:, javascript:) is the problem itself, not the want of an address.
      if (format === "url" && hasOtherScheme(issue.input))
        return `${subject} must be an http:// or https:// address`;
      const wanted = FORMATS[format];
      if (wanted) return `${subject} must be ${wanted}`;
      // A pattern says nothing a person can use; fields with one give their own message.
      return format === "regex"
        ? `${subject} is not in the expected format`
        : `${subject} must be a valid ${format}`;
    }
    case "not_multiple_of":
      return `${subject} must be a multiple of ${limit(issue.divisor)}`;
    case "invalid_value": {
      const values = issue.values.map(quote);
      return values.length === 1
        ? `${subject} must be ${values[0]}`
        : `${subject} must be one of: ${values.join(", ")}`;
    }
    case "unrecognized_keys":
      return `Unknown ${plural(issue.keys.length, FIELDS)}: ${issue.keys.join(", ")}`;
    case "invalid_union":
      return fromUnion(issue) ?? `${subject} is not valid`;
    case "invalid_key":
      return `${subject} has a key that is not valid`;
    case "invalid_element":
      return `${subject} holds a value that is not valid`;
    default:
      return issue.message ?? `${subject} is not valid`;
  }
}

/** The error option of a field's schema: its issues worded with its name. */
export const labelled =
  (label: string) =>
  (issue: RawIssue): string =>
    issueMessage(issue, label);

// Every zod schema in this process (API and forms) words its unlabelled issues the same way.
// In the browser, zod runs jitless: it would otherwise probe `new Function` on its first parse,
// which the site's Content-Security-Policy refuses (and reports as a violation). The server
// keeps compiled validators, which serialise every API answer.
z.config({
  customError: (issue) => issueMessage(issue),
  jitless: typeof window !== "undefined",
});
