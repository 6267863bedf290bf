import { describe, expect, it } from "vitest";
import { type SynonymGroups, synonymGroupsKept } from "./synonym-groups.ts";

/** A loader that counts its reads and answers `groups`, or fails when `groups` is an error. */
function counted(groups: SynonymGroups | Error) {
  const loader = {
    reads: 0,
    load: async () => {
      loader.reads++;
      if (groups instanceof Error) throw groups;
      return groups;
    },
  };
  return loader;
}

describe("the synonym groups kept in memory", () => {
  const groups = [["engineer", "エンジニア"]];

  it("are read once for each value of the change counter, and again when it moves", async () => {
    const loader = counted(groups);
    const at = synonymGroupsKept(loader.load);
    expect(await at("7")).toEqual(groups);
    await at("7");
    expect(loader.reads).toBe(1);
    await at("8");
    expect(loader.reads).toBe(2);
    // A request that read the counter before the move is answered the newer groups.
    await at("7");
    expect(loader.reads).toBe(2);
  });

  it("are read for every search when the counter could not be read", async () => {
    const loader = counted(groups);
    const at = synonymGroupsKept(loader.load);
    await at(undefined);
    await at(undefined);
    expect(loader.reads).toBe(2);
  });

  it("are not kept when reading them failed, nor when there are too many", async () => {
    const failing = counted(new Error("connection lost"));
    const failingAt = synonymGroupsKept(failing.load);
    await expect(failingAt("1")).rejects.toThrow("connection lost");
    await expect(failingAt("1")).rejects.toThrow("connection lost");
    expect(failing.reads).toBe(2);

    const many = Array.from({ length: 20_000 }, (_, index) => [
      `word ${index} `.padEnd(60, "x"),
      "y",
    ]);
    const loader = counted(many);
    const at = synonymGroupsKept(loader.load);
    await at("1");
    await at("1");
    expect(loader.reads).toBe(2);
  });
});
