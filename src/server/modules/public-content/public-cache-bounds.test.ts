import { describe, expect, it } from "vitest";
import { approximateBytes } from "../../lib/value-bytes.ts";
import { createPublicJobCache, type PublicState } from "./public-cache.ts";

const state: PublicState = {
  version: "1",
  now: 0,
  nextChange: null,
  contentVersion: "1",
  nextContentChange: null,
};
const page = (letter: string) => ({ title: letter.repeat(1_000), tags: ["care", "remote"] });

/** A cache whose loads are counted per key. */
function countingCache(options: { maxEntries?: number; maxBytes?: number }) {
  const cache = createPublicJobCache(async () => state, options);
  const loads: string[] = [];
  const get = (key: string) =>
    cache.get(key, async () => {
      loads.push(key);
      return page(key);
    });
  return { get, loads };
}

describe("public job cache bounds", () => {
  it("keeps no more bytes than its bound, least recently used going first", async () => {
    const { get, loads } = countingCache({ maxBytes: 2 * approximateBytes(page("a")) });
    await get("a");
    await get("b");
    await get("a"); // a hit: b is now the least recently used
    await get("c"); // over the bound: b goes
    await get("a");
    await get("c");
    expect(loads).toEqual(["a", "b", "c"]);
    await get("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("answers a value larger than the whole bound without keeping it", async () => {
    const { get, loads } = countingCache({ maxBytes: approximateBytes(page("a")) - 1 });
    expect((await get("a")).title).toHaveLength(1_000);
    await get("a");
    expect(loads).toEqual(["a", "a"]);
  });

  it("keeps no more entries than its count bound", async () => {
    const { get, loads } = countingCache({ maxEntries: 1 });
    await get("a");
    await get("b");
    await get("a");
    expect(loads).toEqual(["a", "b", "a"]);
  });
});

describe("approximateBytes", () => {
  it("grows with the characters and fields a value holds", () => {
    const small = approximateBytes({ title: "a" });
    expect(approximateBytes({ title: "a".repeat(1_001) })).toBe(small + 2_000);
    expect(approximateBytes({ title: "a", more: 1 })).toBeGreaterThan(small);
    expect(approximateBytes([{ title: "a" }, { title: "a" }])).toBeGreaterThan(2 * small);
  });
});
