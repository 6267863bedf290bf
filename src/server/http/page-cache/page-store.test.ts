import { describe, expect, it } from "vitest";
import { type CachedPage, createMemoryPageStore } from "./page-store.ts";

const page = (bytes: number): CachedPage => ({
  version: "1.1",
  validUntil: Number.POSITIVE_INFINITY,
  headers: {},
  bodies: { identity: Buffer.alloc(bytes) },
  tag: "t",
});

describe("the memory page store", () => {
  it("keeps within its bytes, the least recently read going first", () => {
    const store = createMemoryPageStore(10_000);
    store.set("a", page(3_000));
    store.set("b", page(3_000));
    store.get("a");
    store.set("c", page(3_000));
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect([store.get("a"), store.get("b"), store.get("c")].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("counts a compressed form added later, and never keeps a page larger than itself", () => {
    const store = createMemoryPageStore(10_000);
    const first = page(3_000);
    store.set("a", first);
    store.set("b", page(3_000));
    expect(store.entries).toBe(2);
    first.bodies.br = Buffer.alloc(3_000);
    store.resized("a", first);
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(store.get("b")).toBeUndefined();
    store.set("huge", page(20_000));
    expect(store.get("huge")).toBeUndefined();
    expect(store.get("a")).toBe(first);
  });
});
