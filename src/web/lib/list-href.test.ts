import { describe, expect, it } from "vitest";
import { changeListQuery, listHref } from "./list-href.ts";

describe("listHref", () => {
  it("leaves out empty values and the first page", () => {
    expect(listHref("/blog", { tag: "", page: 1 })).toBe("/blog");
    expect(listHref("/jobs", { q: "  ", location: null, type: undefined })).toBe("/jobs");
  });

  it("keeps the other values, trimmed, in the order given", () => {
    expect(listHref("/jobs", { q: " nurse ", location: "Tokyo", page: 2 })).toBe(
      "/jobs?q=nurse&location=Tokyo&page=2",
    );
  });

  it("encodes what needs it", () => {
    expect(listHref("/blog", { tag: "pay & rights" })).toBe("/blog?tag=pay+%26+rights");
  });
});

describe("changeListQuery", () => {
  const current = new URLSearchParams("status=new&q=pay&page=3");

  it("sets and removes values and goes back to page one", () => {
    expect(changeListQuery(current, { q: "leave", status: null }).toString()).toBe("q=leave");
  });

  it("moves to another page and keeps the rest", () => {
    expect(changeListQuery(current, { page: 4 }).toString()).toBe("status=new&q=pay&page=4");
    expect(changeListQuery(current, { page: 1 }).toString()).toBe("status=new&q=pay");
  });
});
