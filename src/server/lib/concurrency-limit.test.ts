import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

describe("createConcurrencyLimit", () => {
  it("runs at most its number of tasks at once, the rest in turn, failures included", async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) =>
      limit(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (index === 1) throw new Error("task 1 failed");
        return index;
      });
    const outcomes = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    // Every slot came back: a later task starts at once.
    await expect(limit(async () => "again")).resolves.toBe("again");
  });
});
