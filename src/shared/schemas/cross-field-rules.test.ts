import { describe, expect, it } from "vitest";
import { fieldErrors } from "./common.ts";
import { eventInput } from "./events.ts";
import { jobInput } from "./jobs.ts";

const errorsOf = (result: { error?: { issues: Parameters<typeof fieldErrors>[0] } }) =>
  fieldErrors(result.error?.issues ?? []);

describe("cross-field rules", () => {
  it("are reported together with the other fields' messages, not only once those are fixed", () => {
    const errors = errorsOf(
      jobInput.safeParse({
        title: "",
        salaryMin: 9000,
        salaryMax: 5000,
        status: "published",
        applyMethod: "url",
      }),
    );
    expect(errors).toMatchObject({
      title: "Title is required",
      salaryMax: "Must be at least the minimum",
      salaryCurrency: "Give the salary currency",
      applyUrl: "A job applied to on the employer's site needs its apply URL",
    });
  });

  it("read only fields that passed their own checks", () => {
    const errors = errorsOf(jobInput.safeParse({ title: "T", salaryMin: -1, salaryMax: 5000 }));
    expect(errors.salaryMin).toMatch(/at least 0/);
    expect(errors.salaryMax).toBeUndefined();
    expect(errors.salaryCurrency).toBeUndefined();
  });

  it("say an event's end is before its start while its title is still missing", () => {
    const errors = errorsOf(
      eventInput.safeParse({
        title: "",
        startsAt: "2026-01-02T10:00:00Z",
        endsAt: "2026-01-01T10:00:00Z",
        timezone: "UTC",
        format: "online",
      }),
    );
    expect(errors).toEqual({
      title: "Title is required",
      endsAt: "Must not be before the start",
    });
  });

  it("leave a value that is no object to the object's own message", () => {
    for (const schema of [jobInput, eventInput]) {
      for (const input of [undefined, null, []]) {
        const result = schema.safeParse(input);
        expect(result.error?.issues).toMatchObject([{ code: "invalid_type", path: [] }]);
      }
    }
  });
});
