import { describe, expect, it } from "vitest";
import { signInLinks } from "./sign-in-links.ts";

describe("signInLinks", () => {
  it("returns to the page and its query after signing in or up", () => {
    expect(signInLinks("/jobs", "?q=data&workplace=remote")).toEqual({
      login: "/login?redirectTo=%2Fjobs%3Fq%3Ddata%26workplace%3Dremote",
      register: "/register?redirectTo=%2Fjobs%3Fq%3Ddata%26workplace%3Dremote",
    });
    expect(signInLinks("/companies/lotus", "")).toEqual({
      login: "/login?redirectTo=%2Fcompanies%2Flotus",
      register: "/register?redirectTo=%2Fcompanies%2Flotus",
    });
  });

  it("needs no way back from the home page, the default", () => {
    expect(signInLinks("/", "")).toEqual({ login: "/login", register: "/register" });
  });

  it("on a sign-in page, passes on the way back it carries and never points at itself", () => {
    expect(signInLinks("/login", "?redirectTo=%2Fevents")).toEqual({
      login: "/login?redirectTo=%2Fevents",
      register: "/register?redirectTo=%2Fevents",
    });
    expect(signInLinks("/register", "")).toEqual({ login: "/login", register: "/register" });
    expect(signInLinks("/register/", "?redirectTo=/login?redirectTo=/jobs")).toEqual({
      login: "/login",
      register: "/register",
    });
  });

  it("never leads to another site", () => {
    // A path starting with two slashes would be read as another host.
    expect(signInLinks("//evil.example", "")).toEqual({ login: "/login", register: "/register" });
    for (const redirectTo of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const search = `?redirectTo=${encodeURIComponent(redirectTo)}`;
      expect(signInLinks("/login", search)).toEqual({ login: "/login", register: "/register" });
    }
  });
});

describe("signInLinks in another language", () => {
  it("returns to the page in its language, and leaves the sign-in page's prefix to the Link", () => {
    expect(signInLinks("/ja/jobs", "?q=data")).toEqual({
      login: "/login?redirectTo=%2Fja%2Fjobs%3Fq%3Ddata",
      register: "/register?redirectTo=%2Fja%2Fjobs%3Fq%3Ddata",
    });
  });

  it("needs no way back from the language's home page, and passes on what a sign-in page carries", () => {
    expect(signInLinks("/ja", "")).toEqual({ login: "/login", register: "/register" });
    expect(signInLinks("/zh-hans/login", "?redirectTo=%2Fzh-hans%2Fevents")).toEqual({
      login: "/login?redirectTo=%2Fzh-hans%2Fevents",
      register: "/register?redirectTo=%2Fzh-hans%2Fevents",
    });
    expect(signInLinks("/th/register", "?redirectTo=/th/login")).toEqual({
      login: "/login",
      register: "/register",
    });
  });
});
