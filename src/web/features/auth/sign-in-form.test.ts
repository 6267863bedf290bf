import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { placeErrors } from "../../lib/form-errors.ts";
import { AuthProvider } from "./auth-provider.tsx";
import type { SignInActionData } from "./sign-in-action.server.ts";
import { SignInForm } from "./sign-in-form.tsx";

const TAKEN = "An account with this e-mail already exists";

/** The form as the server renders it with what its action answered (a post without script). */
function render(mode: "login" | "register", answer: SignInActionData) {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return renderToString(
    createElement(
      I18nProvider,
      { i18n },
      createElement(
        MemoryRouter,
        null,
        createElement(AuthProvider, null, createElement(SignInForm, { mode, answer })),
      ),
    ),
  );
}

const occurrences = (html: string, text: string) => html.split(text).length - 1;
const input = (html: string, name: string) =>
  html.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`name="${name}"`)) ?? "";

describe("placeErrors", () => {
  const fields = ["name", "email", "password"];

  it("shows a field's error beside the field only, not again in the summary", () => {
    expect(placeErrors({ email: TAKEN }, TAKEN, fields)).toEqual({
      beside: { email: TAKEN },
      summary: null,
    });
  });

  it("keeps the summary for errors no field of the form shows", () => {
    expect(placeErrors({}, "Login failed: E-mail or password is incorrect", fields)).toEqual({
      beside: {},
      summary: "Login failed: E-mail or password is incorrect",
    });
    expect(placeErrors({ email: TAKEN, role: "Not allowed" }, "role: Not allowed", fields)).toEqual(
      { beside: { email: TAKEN }, summary: "role: Not allowed" },
    );
    expect(placeErrors({ _: "Too many fields" }, null, fields)).toEqual({
      beside: {},
      summary: "Too many fields",
    });
  });
});

describe("SignInForm, rendering the server's answer", () => {
  it("says a taken e-mail once, beside the e-mail field, which gets the focus", () => {
    const html = render("register", {
      signedIn: false,
      values: { name: "Priya", email: "priya@example.com" },
      errors: { email: TAKEN },
      message: TAKEN,
    });
    expect(occurrences(html, TAKEN)).toBe(1);
    expect(html).not.toContain('role="alert"');
    expect(input(html, "email")).toContain('aria-invalid="true"');
    expect(input(html, "email")).toContain("autofocus");
    expect(input(html, "name")).toContain('value="Priya"');
    expect(input(html, "name")).not.toContain("autofocus");
  });

  it("puts a refusal without a field in the alert", () => {
    const message = "Login failed: E-mail or password is incorrect";
    const html = render("login", {
      signedIn: false,
      values: { name: "", email: "hana@example.com" },
      errors: {},
      message,
    });
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${message}<`));
    expect(html).not.toContain("autofocus");
  });

  it("welcomes a new account by name", () => {
    const user = {
      id: "u",
      email: "siti@example.com",
      displayName: "Siti",
      role: "member" as const,
      emailVerified: false,
      locale: "en" as const,
      memberships: [],
    };
    const html = render("register", { signedIn: true, token: "t", user, redirectTo: "/jobs" });
    expect(html).toContain("Welcome, Siti — your account is ready.");
    expect(html).toContain('href="/jobs"');
  });
});
