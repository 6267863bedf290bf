import { describe, expect, it } from "vitest";
import { jobCountLabel } from "./search-title.ts";

describe("jobCountLabel", () => {
  it("counts exactly, in the singular for one job", () => {
    expect(jobCountLabel(0, false)).toBe("0 jobs");
    expect(jobCountLabel(1, false)).toBe("1 job");
    expect(jobCountLabel(40, false)).toBe("40 jobs");
  });

  it("says a capped search found more than it shows", () => {
    expect(jobCountLabel(1000, true)).toBe("1,000+ jobs");
  });
});
