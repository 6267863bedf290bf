import { describe, expect, it } from "vitest";
import { barPercent, countAxis } from "./chart-scale.ts";

describe("countAxis", () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [4, 4, [0, 1, 2, 3, 4]],
    [7, 8, [0, 2, 4, 6, 8]],
    [12, 15, [0, 5, 10, 15]],
    [37, 40, [0, 10, 20, 30, 40]],
    [101, 150, [0, 50, 100, 150]],
  ])(
    "puts the largest value %i under a round top %i, with round ticks from 0",
    (max, top, ticks) => {
      expect(countAxis(max)).toEqual({ top, ticks });
    },
  );

  it("always reaches the largest value in at most four steps", () => {
    for (let max = 0; max <= 2000; max++) {
      const axis = countAxis(max);
      expect(axis.top).toBeGreaterThanOrEqual(max);
      expect(axis.ticks.length - 1).toBeLessThanOrEqual(4);
      expect(axis.ticks.at(-1)).toBe(axis.top);
    }
  });
});

describe("barPercent", () => {
  it("makes bars proportional to their values", () => {
    const { top } = countAxis(12);
    const heights = [0, 3, 6, 12].map((value) => barPercent(value, top));
    expect(heights[0]).toBe(0);
    // The tallest bar is the largest value's; half the value is half as tall.
    expect(Math.max(...heights)).toBe(heights[3]);
    expect(heights[3]).toBeCloseTo((12 / 15) * 100);
    expect(heights[2]).toBeCloseTo(heights[3]! / 2);
    expect(heights[1]).toBeCloseTo(heights[3]! / 4);
  });

  it("puts the top of the axis at 100% and never below 0", () => {
    expect(barPercent(15, 15)).toBe(100);
    expect(barPercent(-2, 15)).toBe(0);
  });
});
